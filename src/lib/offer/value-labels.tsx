import { createContext, useCallback, useContext, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type {
  AgreementStatus,
  Dictionary,
  InterestType,
  InvestorOfferStatus,
  PaymentFrequency,
  PaymentStatus,
} from '#generated/api/model';
import { offerMessages as m } from './offer-messages';
import { AGREEMENT_MESSAGES, FREQUENCY_MESSAGES, STATUS_MESSAGES } from './offer-format';
import { PAYMENT_STATUS_MESSAGES } from './schedule-messages';

/**
 * The words for the values the offer and investment screens show (statuses, interest types, frequencies). Under
 * the investor panel they come from the server's investor dictionary (`GET /investor-api/dictionary`, loaded once
 * per session), so the panel says what the server's e-mails, PDFs and exports say; elsewhere (the public offer
 * pages, the advisors' screens), and while the dictionary loads or if it lacks a value, from the SPA's own
 * messages.
 */
export interface ValueLabels {
  offerStatus(status: InvestorOfferStatus): string;
  /** `inSentence`: the label continues a sentence (after a colon), so its first letter is lower case. */
  agreementStatus(status: AgreementStatus, options?: { inSentence?: boolean }): string;
  paymentStatus(status: PaymentStatus): string;
  paymentFrequency(frequency: PaymentFrequency): string;
  /** Always within a sentence ("9,00% (stałe)"): lower case. */
  interestType(type: InterestType): string;
}

/** The investor dictionary, when one was loaded (investor-dictionary-provider.tsx, under the investor panel). */
export const DictionaryContext = createContext<Dictionary | null>(null);

const INTEREST_TYPE_MESSAGES: Record<InterestType, MessageDescriptor> = {
  Fixed: m.interestFixed,
  Variable: m.interestVariable,
};

export function useValueLabels(): ValueLabels {
  const intl = useIntl();
  const dictionary = useContext(DictionaryContext);
  const language = intl.locale.startsWith('pl') ? 'pl' : 'en';

  const pick = useCallback(
    (list: keyof Dictionary, value: string, fallback: MessageDescriptor, inSentence = false): string => {
      const label = dictionary?.[list]?.find((choice) => choice.value === value)?.label;
      const text = label?.[language] || label?.pl;
      if (!text) return intl.formatMessage(fallback);
      return inSentence ? text.charAt(0).toLocaleLowerCase(intl.locale) + text.slice(1) : text;
    },
    [dictionary, intl, language],
  );

  return useMemo(
    () => ({
      offerStatus: (status) => pick('offerStatuses', status, STATUS_MESSAGES[status]),
      agreementStatus: (status, options) =>
        pick('agreementStatuses', status, AGREEMENT_MESSAGES[status], options?.inSentence),
      paymentStatus: (status) => pick('paymentStatuses', status, PAYMENT_STATUS_MESSAGES[status]),
      paymentFrequency: (frequency) => pick('paymentFrequencies', frequency, FREQUENCY_MESSAGES[frequency]),
      interestType: (type) => pick('interestTypes', type, INTEREST_TYPE_MESSAGES[type], true),
    }),
    [pick],
  );
}
