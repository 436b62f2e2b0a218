import { useIntl } from 'react-intl';
import { RequireOperation } from '../../lib/auth';
import { AdvisorForm } from './advisor-form';
import { advisorMessages } from './advisor-messages';
import { AdvisorPageShell } from './advisor-page-shell';
import { useSaveAdvisor } from './use-save-advisor';

/** /app/advisors/new: create an advisor (the server sends the activation e-mail). */
export function AdvisorNewPage() {
  return (
    <RequireOperation operation="createAdvisor">
      <AdvisorNew />
    </RequireOperation>
  );
}

function AdvisorNew() {
  const intl = useIntl();
  const { save, serverError, submitting } = useSaveAdvisor();
  return (
    <AdvisorPageShell title={intl.formatMessage(advisorMessages.newTitle)}>
      <AdvisorForm onSubmit={save} serverError={serverError} submitting={submitting} />
    </AdvisorPageShell>
  );
}
