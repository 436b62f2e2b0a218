import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth';
import { textLink } from '../../lib/ui/styles';

/**
 * The /app home after login: a greeting (the name from GET /api/auth/data, for investors too; the
 * e-mail from the token if that fails) and the way into the areas of this role. Areas not built yet show the
 * "in preparation" panel. `investorPanel` (the investor's summary, given by the app's router) replaces the
 * investor's links.
 */
/**
 * The whole known name ("Anna Walkowska"), in the nominative after "Zalogowano jako", so it needs no declension
 *. '' when the account has none (then the e-mail greets).
 */
function fullName(user: { firstName?: string | null; surname?: string | null }): string {
  return `${user.firstName ?? ''} ${user.surname ?? ''}`.trim();
}

export function HomePage({ investorPanel }: { investorPanel?: React.ReactNode }) {
  const { role, user, email, isLoading } = useCurrentUser();
  const investor = role === 'investor';
  return (
    <div className={investor && investorPanel ? '' : 'max-w-3xl'}>
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900" aria-busy={isLoading}>
        {user && fullName(user) ? (
          <FormattedMessage id="home.greeting" defaultMessage="Hello, {name}" values={{ name: fullName(user) }} />
        ) : isLoading ? (
          <FormattedMessage id="home.title" defaultMessage="Dashboard" />
        ) : email ? (
          <FormattedMessage id="home.greetingEmail" defaultMessage="Hello, {email}" values={{ email }} />
        ) : (
          <FormattedMessage id="home.title" defaultMessage="Dashboard" />
        )}
      </h1>
      <p className="mt-3 text-base leading-7 text-gray-600">
        {investor ? (
          <FormattedMessage
            id="home.investor.intro"
            defaultMessage="This is your investor panel. Here you will see your investments and complete your onboarding."
          />
        ) : (
          <FormattedMessage
            id="home.advisor.intro"
            defaultMessage="This is your advisor panel. Invite investors to offers, follow their progress and manage documents."
          />
        )}
      </p>
      {investor && investorPanel ? (
        investorPanel
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {investor ? (
            <>
              <HomeLink to="/app/investments">
                <FormattedMessage id="nav.investments" defaultMessage="My investments" />
              </HomeLink>
              <HomeLink to="/app/onboarding">
                <FormattedMessage id="nav.onboarding" defaultMessage="Onboarding" />
              </HomeLink>
            </>
          ) : (
            <>
              <HomeLink to="/app/offers">
                <FormattedMessage id="nav.offers" defaultMessage="Offers" />
              </HomeLink>
              <HomeLink to="/app/investors">
                <FormattedMessage id="nav.investors" defaultMessage="Investors" />
              </HomeLink>
            </>
          )}
        </ul>
      )}
    </div>
  );
}

function HomeLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <Link to={to} className={`text-base ${textLink}`}>
        {children}
      </Link>
    </li>
  );
}
