// The texts of the sandbox's invitation to sign (a real provider sends its own e-mail).
export const SIGNING_MAIL = {
  pl: {
    subject: 'podpisz umowę inwestycyjną',
    intro: (title: string) => `Twoja umowa „${title}” czeka na podpis elektroniczny.`,
    sandbox:
      'To środowisko demonstracyjne: podpis składasz na stronie testowego dostawcy podpisu, bez kwalifikowanego certyfikatu.',
    button: 'Przejdź do podpisu',
    note: 'Po podpisaniu umowy otrzymasz ją w panelu inwestora; Twój doradca zobaczy status „podpisana”.',
  },
  en: {
    subject: 'sign your investment agreement',
    intro: (title: string) => `Your agreement "${title}" is waiting for your electronic signature.`,
    sandbox:
      'This is a demo environment: you sign on the test signature provider’s page, without a qualified certificate.',
    button: 'Go to signing',
    note: 'Once signed, the agreement is in your investor panel; your advisor will see the status "signed".',
  },
} as const;
