import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGetAdvisor } from '#generated/api/advisors/advisors';
import { RequireOperation } from '../../lib/auth';
import { errorBodyOf, getErrorMessage, statusOf } from '../../lib/errors';
import { FormAlert } from '../../lib/forms';
import { AdvisorForm, advisorToInput } from './advisor-form';
import { advisorMessages } from './advisor-messages';
import { AdvisorPageShell } from './advisor-page-shell';
import { useSaveAdvisor } from './use-save-advisor';

/** 404, or an id in the address that is no id at all (a violation at `path.id`): no such advisor. */
function notFound(error: unknown): boolean {
  return statusOf(error) === 404 || Boolean(errorBodyOf(error)?.violations?.some((v) => v.propertyPath === 'path.id'));
}

/** /app/advisors/:id: the advisor from getAdvisor in the same form; saving is updateAdvisor. */
export function AdvisorEditPage() {
  return (
    <RequireOperation operation="updateAdvisor">
      <AdvisorEdit />
    </RequireOperation>
  );
}

function AdvisorEdit() {
  const intl = useIntl();
  const { id = '' } = useParams();
  // Always the server's current data when the form opens (not a cached copy from an earlier visit).
  const advisor = useGetAdvisor(id, { query: { staleTime: 0, gcTime: 0 } });
  const { save, serverError, submitting } = useSaveAdvisor(id);
  const initialData = useMemo(() => (advisor.data ? advisorToInput(advisor.data) : undefined), [advisor.data]);

  let content;
  if (advisor.isPending) {
    content = (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(advisorMessages.loading)}
      </p>
    );
  } else if (advisor.error || !initialData) {
    content = (
      <FormAlert>
        {notFound(advisor.error)
          ? intl.formatMessage(advisorMessages.notFound)
          : `${intl.formatMessage(advisorMessages.loadFailed)} ${getErrorMessage(advisor.error, intl)}`}
      </FormAlert>
    );
  } else {
    content = (
      <AdvisorForm
        key={advisor.data?.id}
        initialData={initialData}
        onSubmit={save}
        serverError={serverError}
        submitting={submitting}
      />
    );
  }
  return <AdvisorPageShell title={intl.formatMessage(advisorMessages.editTitle)}>{content}</AdvisorPageShell>;
}
