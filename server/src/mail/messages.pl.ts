// Polish texts of the e-mails (the default language). Same shape as messages.en.ts (type MailTexts).
import type { MailTexts } from './templates';

export const pl: MailTexts = {
  greeting: (name) => (name ? `Dzień dobry! Wiadomość dla: ${name}.` : 'Dzień dobry!'),
  ignore: 'Jeśli ta wiadomość nie jest odpowiedzią na Twoją prośbę, zignoruj ją: nic się nie zmieni.',
  linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  footer: (site) => `Wiadomość wysłana automatycznie przez ${site}. Prosimy na nią nie odpowiadać.`,
  invitation: {
    subject: (campaign) => `zaproszenie do kampanii ${campaign}`,
    intro: (advisor, campaign, product) =>
      `${advisor} zaprasza Cię do zapoznania się z ofertą ${product} w kampanii ${campaign}.`,
    messageLabel: (advisor) => `Wiadomość doradcy (${advisor})`,
    button: 'Zobacz ofertę',
    offerLabel: 'Kampania',
    productLabel: 'Produkt',
    contact: (advisor, email) => `W razie pytań skontaktuj się ze swoim doradcą: ${advisor}, ${email}.`,
    notExpected: 'Jeśli nie spodziewasz się tej wiadomości, zignoruj ją: bez Twojego działania nic się nie stanie.',
  },
  ownerChanged: {
    toNewOwner: {
      subject: (investor) => `przekazano Ci ofertę inwestora ${investor}`,
      intro: (investor, campaign) =>
        `Oferta została przekazana: ${investor}, kampania ${campaign}. Od teraz to Ty ją prowadzisz: widzisz ją na swojej liście inwestorów i w tablicy.`,
    },
    toPreviousOwner: {
      subject: (investor) => `oferta inwestora ${investor} została przekazana`,
      intro: (investor, campaign, newOwner) =>
        `Oferta została przekazana: ${investor}, kampania ${campaign}. Od teraz prowadzi ją ${newOwner}.`,
    },
    alsoMoved: (count) =>
      count === 1
        ? 'Razem z nią przekazano 1 inną ofertę tego inwestora w tej kampanii.'
        : `Razem z nią przekazano inne oferty tego inwestora w tej kampanii: ${count}.`,
    handedOverByLabel: 'Osoba przekazująca',
    previousOwnerLabel: 'Poprzedni doradca',
    newOwnerLabel: 'Nowy doradca',
    investorLabel: 'Inwestor',
    campaignLabel: 'Kampania',
    productLabel: 'Produkt',
    statusLabel: 'Status',
    statuses: {
      invited: 'Wysłana',
      viewed: 'Wyświetlona',
      interested: 'Rozważana',
      accepted: 'Zaakceptowana',
      active: 'Aktywna',
      rejected: 'Odrzucona',
      declined: 'Odrzucona przez inwestora',
      archived: 'Zarchiwizowana',
    },
    button: 'Otwórz listę inwestorów',
  },
  'investor-login': {
    subject: (site) => `${site}: link do logowania`,
    intro: 'Oto Twój jednorazowy link do logowania w panelu inwestora.',
    button: 'Zaloguj się',
    tokenLabel: 'Kod jednorazowy',
    validity: 'Link jest ważny 10 minut i można go użyć tylko raz.',
  },
  activation: {
    subject: (site) => `${site}: aktywuj konto`,
    intro: 'Aby aktywować konto, otwórz poniższy link i ustaw hasło.',
    button: 'Aktywuj konto',
    tokenLabel: 'Kod aktywacyjny',
    validity: 'Link jest ważny 72 godziny i można go użyć tylko raz.',
  },
  'account-created': {
    subject: (site) => `${site}: aktywuj swoje nowe konto`,
    intro: 'Założyliśmy dla Ciebie konto doradcy. Aby je aktywować, otwórz poniższy link i ustaw hasło.',
    button: 'Aktywuj konto',
    tokenLabel: 'Kod aktywacyjny',
    validity: 'Link jest ważny 72 godziny i można go użyć tylko raz.',
    ignore:
      'Jeśli nie spodziewasz się tego konta, zignoruj tę wiadomość i skontaktuj się z koordynatorem swojej sieci.',
  },
  'password-reset': {
    subject: (site) => `${site}: ustaw nowe hasło`,
    intro: 'Otrzymaliśmy prośbę o zmianę hasła. Otwórz poniższy link, aby ustawić nowe hasło.',
    button: 'Ustaw nowe hasło',
    tokenLabel: 'Kod',
    validity: 'Link jest ważny 60 minut i można go użyć tylko raz.',
  },
};
