import type { Theme, WhiteLabelConfiguration } from '#generated/api/model';

const svg = (body: string, viewBox: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;

const logo = svg(
  '<rect width="40" height="40" rx="10" fill="#172554"/><path d="M11 27l8-14 4 7 3-4 4 11z" fill="#fff"/><text x="50" y="27" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="#0f172a">Vistula Capital</text>',
  '0 0 210 40',
);
const panelImage = svg(
  '<rect width="64" height="64" rx="14" fill="#eff6ff"/><path d="M16 44l10-12 8 7 14-17" stroke="#172554" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  '0 0 64 64',
);
const background = svg(
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/><g fill="none" stroke="#93c5fd" stroke-opacity=".25" stroke-width="2"><path d="M0 760 C200 640 320 700 460 560 S700 420 800 300"/><path d="M0 820 C220 700 360 760 500 620 S720 500 800 380"/><path d="M0 880 C240 760 400 820 540 680 S740 580 800 460"/></g>',
  '0 0 800 1000',
);

/** A believable tenant for the demo; `?demoTheme=theme-navy` etc. switches its theme. */
export function demoWhiteLabelConfiguration(theme: string | null): WhiteLabelConfiguration {
  const chosen: Theme = theme === 'theme-navy' || theme === 'theme-custom' ? theme : 'theme-default';
  return {
    id: 'demo-tenant',
    theme: chosen,
    themeColors: { base: '#0f766e', hover: '#115e59', highlight: '#f0fdfa' },
    siteTitle: { pl: 'Vistula Capital — inwestycje', en: 'Vistula Capital — investments' },
    favicon: panelImage,
    logo,
    menuLogo: logo,
    horizontalLogo: logo,
    bgImage: background,
    headline: { pl: 'Inwestuj w polskie przedsiębiorstwa', en: 'Invest in Polish businesses' },
    description: {
      pl: 'Obligacje i udziały w sprawdzonych spółkach, z pełną dokumentacją i wsparciem doradcy na każdym etapie.',
      en: 'Bonds and shares in proven companies, fully documented, with an advisor at your side at every step.',
    },
    subtext: {
      pl: 'Inwestowanie wiąże się z ryzykiem utraty części lub całości zainwestowanych środków.',
      en: 'Investing involves the risk of losing some or all of the money invested.',
    },
    issuerHeading: null,
    blockInvestorPanel: false,
    enableLegalPerson: true,
    regulations: '/public-api/branding/assets/regulations.pdf',
    privacyPolicy: '/public-api/branding/assets/privacy-policy.pdf',
    inviteText: { pl: 'Zapraszam do kampanii {campaignName}.', en: 'You are invited to the {campaignName} campaign.' },
    consent2: { pl: 'Zgoda 2', en: 'Consent 2' },
    consent3: { pl: 'Zgoda 3', en: 'Consent 3' },
    campaignInvestButtonText: { pl: 'Inwestuję', en: 'Invest' },
    formInvestButtonText: { pl: 'Wyślij', en: 'Send' },
    debtPlaceholder: null,
    equityPlaceholder: null,
    advisorPanel: {
      image: panelImage,
      headline: { pl: 'Panel doradcy', en: 'Advisor panel' },
      description: {
        pl: 'Zapraszaj klientów do ofert, śledź ich decyzje i zarządzaj dokumentami w jednym miejscu.',
        en: 'Invite clients to offers, follow their decisions and manage documents in one place.',
      },
      logo: null,
    },
    investorPanel: {
      image: panelImage,
      headline: { pl: 'Panel inwestora', en: 'Investor panel' },
      description: {
        pl: 'Zaloguj się kodem wysłanym na Twój adres e-mail, aby zobaczyć oferty i swoje inwestycje.',
        en: 'Log in with a code sent to your e-mail address to see offers and your investments.',
      },
      logo: null,
    },
  };
}
