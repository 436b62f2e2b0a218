import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useListCampaigns } from '#generated/api/campaigns/campaigns';
import type { Campaign, ListCampaignsParams } from '#generated/api/model';
import { RequireOperation, usePermissions } from '../../lib/auth';
import { getErrorMessage } from '../../lib/errors';
import { formatDate, formatDecimal } from '../../lib/format';
import { FormAlert } from '../../lib/forms';
import { DEFAULT_PAGE_SIZE } from '../../lib/table';
import { focusRing, primaryButton, secondaryButton } from '../../lib/ui/styles';
import { campaignMessages, campaignStatusMessages, campaignTypeMessages } from './campaign-messages';
import {
  badge,
  raisedPercent,
  STATUS_STYLES,
  TAB_STATUSES,
  useCampaignImage,
  useCampaignText,
  useFormatAmount,
  type CampaignTab,
} from './campaign-view';
import { KycInvitationDialog } from './kyc-invitation-dialog';

type Scope = NonNullable<ListCampaignsParams['scope']>;

const TABS: CampaignTab[] = ['active', 'archived'];
const SCOPES: Scope[] = ['mine', 'network'];

/** The list state kept in the URL: ?tab=archived&scope=mine&page=2 (defaults left out). */
function readState(params: URLSearchParams): { tab: CampaignTab; scope: Scope; page: number } {
  const tab = params.get('tab') === 'archived' ? 'archived' : 'active';
  const scope = params.get('scope') === 'mine' ? 'mine' : 'network';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { tab, scope, page };
}

/**
 * /app/offers for the advisor panel (see docs/product/routes.md, docs/product/offers.md): the campaigns the
 * caller can offer, "Active" (scheduled and active) and "Archived" (completed and suspended) tabs, "My offers"
 * (campaigns in which the caller has made offers) or "Network offers". Cards with the image (or the tenant's
 * placeholder), name, type, status, dates and the target against the raised amount.
 */
export function CampaignsListPage() {
  return (
    <RequireOperation operation="listCampaigns">
      <CampaignsList />
    </RequireOperation>
  );
}

function CampaignsList() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, scope, page } = readState(searchParams);
  const tabRefs = useRef<Partial<Record<CampaignTab, HTMLButtonElement | null>>>({});
  const { can } = usePermissions();
  const [kycDialogOpen, setKycDialogOpen] = useState(false);
  const panelId = useId();

  const params = useMemo<ListCampaignsParams>(
    () => ({
      scope,
      filters: { status: { type: 'array', operator: 'in', values: TAB_STATUSES[tab] } },
      sort: tab === 'active' ? { name: 'startDate', order: 'asc' } : { name: 'endDate', order: 'desc' },
      limit: DEFAULT_PAGE_SIZE,
      offset: (page - 1) * DEFAULT_PAGE_SIZE,
    }),
    [scope, tab, page],
  );
  const campaigns = useListCampaigns(params, { query: { placeholderData: keepPreviousData } });

  const update = (change: Partial<{ tab: CampaignTab; scope: Scope; page: number }>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      const state = { ...readState(current), page: 1, ...change };
      if (state.tab === 'active') next.delete('tab');
      else next.set('tab', state.tab);
      if (state.scope === 'network') next.delete('scope');
      else next.set('scope', state.scope);
      if (state.page === 1) next.delete('page');
      else next.set('page', String(state.page));
      return next;
    });

  // The tabs follow the ARIA tabs pattern: arrows move between them (and select), Home/End jump.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    let next: CampaignTab | undefined;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    update({ tab: next });
    tabRefs.current[next]?.focus();
  };

  const title = intl.formatMessage(campaignMessages.listTitle);
  const total = campaigns.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const tabLabel = { active: campaignMessages.tabActive, archived: campaignMessages.tabArchived };
  const scopeLabel = { mine: campaignMessages.scopeMine, network: campaignMessages.scopeNetwork };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {can('sendKycInvitation') ? (
          <button type="button" className={primaryButton} onClick={() => setKycDialogOpen(true)}>
            {intl.formatMessage(campaignMessages.kycInviteOpen)}
          </button>
        ) : null}
      </div>
      {kycDialogOpen ? <KycInvitationDialog onClose={() => setKycDialogOpen(false)} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-gray-200">
        <div role="tablist" aria-label={intl.formatMessage(campaignMessages.tabsLabel)} className="flex gap-1">
          {TABS.map((value) => (
            <button
              key={value}
              ref={(element) => {
                tabRefs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`${panelId}-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={panelId}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => update({ tab: value })}
              onKeyDown={onTabKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${focusRing} ${
                tab === value
                  ? 'border-brand text-gray-900'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {intl.formatMessage(tabLabel[value])}
            </button>
          ))}
        </div>
        <fieldset className="mb-2 flex rounded-lg border border-gray-300 bg-white p-0.5">
          <legend className="sr-only">{intl.formatMessage(campaignMessages.scopeLabel)}</legend>
          {SCOPES.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
                scope === value ? 'bg-brand text-on-brand' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              <input
                type="radio"
                name="campaign-scope"
                value={value}
                checked={scope === value}
                onChange={() => update({ scope: value })}
                className="sr-only"
              />
              {intl.formatMessage(scopeLabel[value])}
            </label>
          ))}
        </fieldset>
      </div>

      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-tab-${tab}`}
        aria-busy={campaigns.isFetching}
        className="flex flex-col gap-6"
      >
        {campaigns.isPending ? (
          <p role="status" className="text-sm text-gray-600">
            {intl.formatMessage(campaignMessages.loading)}
          </p>
        ) : campaigns.error ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert>
              {intl.formatMessage(campaignMessages.loadFailed)} {getErrorMessage(campaigns.error, intl)}
            </FormAlert>
            <button type="button" className={secondaryButton} onClick={() => void campaigns.refetch()}>
              {intl.formatMessage(campaignMessages.retry)}
            </button>
          </div>
        ) : total === 0 || !campaigns.data?.items.length ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-600">
            {intl.formatMessage(
              scope === 'mine'
                ? campaignMessages.emptyMine
                : tab === 'active'
                  ? campaignMessages.emptyActive
                  : campaignMessages.emptyArchived,
            )}
          </p>
        ) : (
          <>
            <p className="text-sm text-gray-600" aria-live="polite">
              {intl.formatMessage(campaignMessages.count, { count: total })}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {campaigns.data.items.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label={intl.formatMessage(campaignMessages.pagination)}
                className="flex items-center justify-center gap-4"
              >
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={page <= 1}
                  onClick={() => update({ page: page - 1 })}
                >
                  {intl.formatMessage(campaignMessages.previousPage)}
                </button>
                <span className="text-sm text-gray-700">
                  {intl.formatMessage(campaignMessages.pageOf, { page, pages })}
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={page >= pages}
                  onClick={() => update({ page: page + 1 })}
                >
                  {intl.formatMessage(campaignMessages.nextPage)}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const text = useCampaignText()(campaign);
  const image = useCampaignImage()(campaign);
  const amount = useFormatAmount();
  const percent = raisedPercent(campaign);
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand"
    >
      {image ? (
        <img src={image} alt="" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[16/9] w-full bg-brand-highlight" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <span className={`${badge} ${STATUS_STYLES[campaign.status]}`}>
            {intl.formatMessage(campaignStatusMessages[campaign.status])}
          </span>
          <span className={`${badge} bg-gray-50 text-gray-700 ring-gray-500/20`}>
            {intl.formatMessage(campaignTypeMessages[campaign.type])}
          </span>
        </div>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {/* The whole card is the link's target (the ::after covers it); the name is the link's text. */}
          <Link to={`/app/offers/${campaign.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {text.name}
          </Link>
        </h2>
        {text.shortDescription ? <p className="text-sm text-gray-600">{text.shortDescription}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-500">{intl.formatMessage(campaignMessages.dates)}</dt>
          <dd className="text-gray-900">
            {intl.formatMessage(campaignMessages.dateRange, {
              start: formatDate(campaign.startDate),
              end: formatDate(campaign.endDate),
            })}
          </dd>
          <dt className="text-gray-500">{intl.formatMessage(campaignMessages.target)}</dt>
          <dd className="text-gray-900">{amount(campaign.targetAmount, campaign.currency)}</dd>
          <dt className="text-gray-500">{intl.formatMessage(campaignMessages.raised)}</dt>
          <dd className="text-gray-900">{amount(campaign.raisedAmount, campaign.currency)}</dd>
          <dt className="text-gray-500">{intl.formatMessage(campaignMessages.currency)}</dt>
          <dd className="text-gray-900">{campaign.currency}</dd>
        </dl>
        <CampaignProgress campaign={campaign} percent={percent} />
      </div>
    </article>
  );
}

export function CampaignProgress({ campaign, percent }: { campaign: Campaign; percent: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(campaignMessages.progressLabel, {
    raised: formatDecimal(campaign.raisedAmount),
    target: formatDecimal(campaign.targetAmount),
    currency: campaign.currency,
  });
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      title={label}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-100"
    >
      <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
    </div>
  );
}
