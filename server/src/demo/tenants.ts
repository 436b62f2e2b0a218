// The two demo tenants (see docs/product/branding.md), deliberately different in every visible field so a developer (and
// the e2e tests) can tell which host they are on: `demo` on localhost, `navy` on 127.0.0.1.
import type { StoredAdminConfiguration, StoredWhiteLabel } from '../db/schema';
import type { Palette } from './svg';
import { THEME_COLORS } from '#schemas/constants';

export interface DemoTenant {
  configurationId: string;
  hosts: string[];
  name: string;
  initials: string;
  theme: 'theme-default' | 'theme-navy';
  palette: Palette;
  /** Asset names used in whiteLabel; the seeder draws each of them. */
  menuLogoName: string;
  whiteLabel: StoredWhiteLabel;
  adminConfiguration: StoredAdminConfiguration;
  regulations: string[];
  privacyPolicy: string[];
}

const commonAssets = (menuLogo: string) => ({
  favicon: 'favicon.svg',
  logo: 'logo.svg',
  menuLogo,
  horizontalLogo: 'horizontal-logo.svg',
  bgImage: 'background.svg',
  regulations: 'regulations.pdf',
  privacyPolicy: 'privacy-policy.pdf',
  debtPlaceholder: 'debt-placeholder.svg',
  equityPlaceholder: 'equity-placeholder.svg',
});

function regulations(name: string, city: string): string[] {
  return [
    `Niniejszy regulamin określa zasady korzystania z platformy inwestycyjnej, której operatorem jest ${name} (siedziba: ${city}), w tym zasady zakładania kont, logowania, przeglądania ofert kampanii oraz składania deklaracji inwestycyjnych.`,
    'Inwestor jest zobowiązany podać prawdziwe dane, w tym dane wymagane przepisami o przeciwdziałaniu praniu pieniędzy (formularz KYC), oraz zapoznać się z dokumentami ofertowymi przed złożeniem zapisu.',
    'Inwestycje w instrumenty dłużne i udziałowe wiążą się z ryzykiem utraty części lub całości zainwestowanych środków. Wyniki osiągnięte w przeszłości nie gwarantują podobnych wyników w przyszłości.',
    'Inwestor loguje się jednorazowym kodem wysłanym na adres e-mail; doradca loguje się hasłem oraz kodem z aplikacji uwierzytelniającej. Należy chronić dane dostępowe i nie udostępniać ich osobom trzecim.',
    'Źródła pochodzenia środków należy wskazać w formularzu KYC. Usługodawca może wstrzymać realizację zapisu do czasu wyjaśnienia wątpliwości.',
    'Reklamacje można składać drogą elektroniczną. Usługodawca rozpatruje je w terminie 14 dni od dnia otrzymania, a o wyniku postępowań reklamacyjnych informuje w wiadomości e-mail. O późniejszych zmianach regulaminu informuje z czternastodniowym wyprzedzeniem.',
  ];
}

function privacyPolicy(name: string): string[] {
  return [
    `Administratorem danych osobowych jest ${name}. We wszystkich sprawach dotyczących danych osobowych można kontaktować się z inspektorem ochrony danych drogą elektroniczną.`,
    'Dane przetwarzamy w celu zawarcia i wykonania umowy inwestycyjnej, wypełnienia obowiązków wynikających z przepisów o przeciwdziałaniu praniu pieniędzy oraz, za zgodą, w celach marketingowych.',
    'Każda osoba ma prawo dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
    'Dane przechowujemy przez okres wymagany przepisami, nie krócej niż 5 lat od zakończenia relacji gospodarczej. Serwis używa wyłącznie niezbędnych plików cookie.',
  ];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    configurationId: 'demo',
    hosts: ['localhost'],
    name: 'Fundusz Demo',
    initials: 'FD',
    theme: 'theme-default',
    palette: { ...THEME_COLORS['theme-default'], accent: '#9ca3af' },
    menuLogoName: 'menu-logo.svg',
    whiteLabel: {
      ...commonAssets('menu-logo.svg'),
      siteTitle: { pl: 'Demo Invest', en: 'Demo Invest' },
      headline: { pl: 'Inwestuj razem z Funduszem Demo', en: 'Invest together with Fundusz Demo' },
      description: {
        pl: 'Kampanie dłużne i udziałowe w jednym miejscu: przejrzyste warunki, podpis elektroniczny i harmonogram wypłat.',
        en: 'Debt and equity campaigns in one place: clear terms, electronic signature and a payment schedule.',
      },
      subtext: {
        pl: 'Fundusz Demo – środowisko demonstracyjne platformy.',
        en: 'Fundusz Demo – the demonstration environment of the platform.',
      },
      issuerHeading: null,
      blockInvestorPanel: false,
      enableLegalPerson: false,
      inviteText: {
        pl: 'Zapraszam do zapoznania się z ofertą kampanii {campaignName} w Funduszu Demo.',
        en: 'You are invited to review the offer of the {campaignName} campaign at Fundusz Demo.',
      },
      consent2: {
        pl: 'Potwierdzam zapoznanie się z regulaminem Demo Invest i go akceptuję.',
        en: 'I confirm that I have read and accept the Demo Invest terms.',
      },
      consent3: {
        pl: 'Wyrażam zgodę na kontakt w sprawie kolejnych kampanii Funduszu Demo.',
        en: 'I agree to be contacted about further Fundusz Demo campaigns.',
      },
      campaignInvestButtonText: { pl: 'Inwestuję', en: 'Invest' },
      formInvestButtonText: { pl: 'Złóż deklarację', en: 'Submit the declaration' },
      advisorPanel: {
        image: 'advisor-panel.svg',
        headline: { pl: 'Panel doradcy Demo Invest', en: 'Demo Invest advisor panel' },
        description: {
          pl: 'Zapraszaj inwestorów, śledź oferty i dokumenty swoich klientów.',
          en: "Invite investors, follow your clients' offers and documents.",
        },
        logo: 'logo.svg',
      },
      investorPanel: {
        image: 'investor-panel.svg',
        headline: { pl: 'Panel inwestora Demo Invest', en: 'Demo Invest investor panel' },
        description: {
          pl: 'Twoje inwestycje, umowy i harmonogram wypłat w jednym miejscu.',
          en: 'Your investments, agreements and payment schedule in one place.',
        },
        logo: 'logo.svg',
      },
    },
    // Mostly no overrides: the demo tenant shows the white-label configuration as it is.
    adminConfiguration: {
      investmentRisks: {
        pl: 'Inwestowanie wiąże się z ryzykiem utraty kapitału.',
        en: 'Investing involves the risk of losing capital.',
      },
    },
    regulations: regulations('Fundusz Demo', 'Warszawa'),
    privacyPolicy: privacyPolicy('Fundusz Demo'),
  },
  {
    configurationId: 'navy',
    hosts: ['127.0.0.1'],
    name: 'Navy Capital',
    initials: 'NC',
    theme: 'theme-navy',
    palette: { ...THEME_COLORS['theme-navy'], accent: '#38bdf8' },
    menuLogoName: 'anchor.svg',
    whiteLabel: {
      ...commonAssets('anchor.svg'),
      siteTitle: { pl: 'Navy Capital – inwestycje', en: 'Navy Capital – investments' },
      headline: { pl: 'Kapitał na spokojne wody', en: 'Capital for calm waters' },
      description: {
        pl: 'Obligacje i udziały spółek portowych i logistycznych, wybierane przez zespół Navy Capital.',
        en: 'Bonds and shares of port and logistics companies, selected by the Navy Capital team.',
      },
      subtext: {
        pl: 'Navy Capital S.A. – dom inwestycyjny z Gdyni.',
        en: 'Navy Capital S.A. – an investment house from Gdynia.',
      },
      issuerHeading: { pl: 'Emitent: Navy Capital S.A.', en: 'Issuer: Navy Capital S.A.' },
      blockInvestorPanel: false,
      enableLegalPerson: true,
      inviteText: {
        pl: 'Navy Capital zaprasza do udziału w kampanii {campaignName}. Szczegóły oferty znajdziesz w załączonym linku.',
        en: 'Navy Capital invites you to take part in the {campaignName} campaign. The offer details are behind the link.',
      },
      consent2: {
        pl: 'Akceptuję regulamin serwisu Navy Capital oraz politykę prywatności.',
        en: 'I accept the Navy Capital terms of service and privacy policy.',
      },
      consent3: {
        pl: 'Chcę otrzymywać od Navy Capital informacje o nowych emisjach.',
        en: 'I want to receive information about new issues from Navy Capital.',
      },
      campaignInvestButtonText: { pl: 'Dołącz do emisji', en: 'Join the issue' },
      formInvestButtonText: { pl: 'Wyślij zapis', en: 'Send the subscription' },
      advisorPanel: {
        image: 'advisor-panel.svg',
        headline: { pl: 'Strefa doradcy Navy Capital', en: 'Navy Capital advisor zone' },
        description: {
          pl: 'Obsługuj klientów sieci Navy Capital i zarządzaj zaproszeniami.',
          en: 'Serve the clients of the Navy Capital network and manage invitations.',
        },
        logo: 'anchor.svg',
      },
      investorPanel: {
        image: 'investor-panel.svg',
        headline: { pl: 'Strefa inwestora Navy Capital', en: 'Navy Capital investor zone' },
        description: {
          pl: 'Sprawdź stan swoich obligacji i terminy wypłat odsetek.',
          en: 'Check your bonds and the interest payment dates.',
        },
        logo: 'anchor.svg',
      },
    },
    // Overrides, so the SPA's merge of the admin configuration is exercised on this host.
    adminConfiguration: {
      investmentRisks: {
        pl: 'Obligacje korporacyjne nie są objęte systemem gwarantowania depozytów.',
        en: 'Corporate bonds are not covered by the deposit guarantee scheme.',
      },
      formInvestButtonText: { pl: 'Potwierdzam zapis', en: 'Confirm the subscription' },
      investorPanelHeaderColor: '#eff6ff',
      investorPanelDescriptionColor: '#bfdbfe',
      advisorPanelHeaderColor: '#172554',
    },
    regulations: regulations('Navy Capital S.A.', 'Gdynia'),
    privacyPolicy: privacyPolicy('Navy Capital S.A.'),
  },
];
