import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Campaign, CampaignInput } from '#generated/api/model';
import campaignSchema from '#schemas/campaign.schema.json';
import campaignUiSchemaJson from '#schemas/campaign.ui-schema.json';
import { SchemaForm } from '../../lib/forms/rjsf';
import { HighlightsWidget, MarkdownWidget, TextareaWidget } from './campaign-widgets';

const schema = campaignSchema as RJSFSchema;

type UiNode = Record<string, unknown>;

/** The JSON uiSchema plus the widgets that are components of this feature (textareas, Markdown preview). */
function withWidgets(ui: UiNode): UiSchema<CampaignInput> {
  const translations = (ui.data as UiNode).translations as UiNode;
  const language = (lang: 'pl' | 'en') => {
    const node = translations[lang] as UiNode;
    return {
      ...node,
      shortDescription: { ...(node.shortDescription as UiNode), 'ui:widget': TextareaWidget },
      description: { ...(node.description as UiNode), 'ui:widget': MarkdownWidget },
      highlights: { ...(node.highlights as UiNode), 'ui:widget': HighlightsWidget },
    };
  };
  return {
    ...ui,
    data: { ...(ui.data as UiNode), translations: { ...translations, pl: language('pl'), en: language('en') } },
  } as UiSchema<CampaignInput>;
}

const uiSchema = withWidgets(campaignUiSchemaJson as UiNode);

type Translation = NonNullable<CampaignInput['data']['translations']['en']>;

function isEmptyTranslation(translation: Partial<Translation> | undefined): boolean {
  if (!translation) return true;
  return Object.values(translation).every(
    (value) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
  );
}

/** The body to send: an untouched English block is left out (the UI falls back to Polish). */
export function cleanCampaignInput(data: CampaignInput): CampaignInput {
  const { en, ...rest } = data.data.translations;
  return {
    ...data,
    data: { ...data.data, translations: isEmptyTranslation(en) ? rest : { ...rest, en } },
  };
}

/** The form's data for a campaign from the API. */
export function campaignToInput(campaign: Campaign): Partial<CampaignInput> {
  const input: Partial<CampaignInput> = {
    type: campaign.type,
    data: campaign.data as CampaignInput['data'],
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    targetAmount: campaign.targetAmount,
    currency: campaign.currency,
  };
  if (campaign.paymentAccount) input.paymentAccount = campaign.paymentAccount;
  return input;
}

interface CampaignFormProps {
  initialData?: Partial<CampaignInput>;
  onSubmit: (data: CampaignInput) => Promise<unknown>;
  serverError?: unknown;
  submitting: boolean;
}

/** The campaign form of schemas/campaign.schema.json (the contract's CampaignInput), rendered by RJSF. */
export function CampaignForm({ initialData, onSubmit, serverError, submitting }: CampaignFormProps) {
  return (
    <SchemaForm<CampaignInput>
      schema={schema}
      uiSchema={uiSchema}
      initialData={initialData}
      onSubmit={(data) => onSubmit(cleanCampaignInput(data))}
      serverError={serverError}
      submitting={submitting}
    />
  );
}
