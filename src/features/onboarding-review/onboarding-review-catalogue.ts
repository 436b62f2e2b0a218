// Registers the texts of the `onboardingReview` area (src/lib/i18n/catalogue-areas.ts) when this area's code loads:
// they are not in the first page's catalogue. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/onboardingReview';
import pl from 'virtual:catalogue/pl/onboardingReview';
import { registerCatalogueArea } from '../../lib/i18n/locales';

registerCatalogueArea({ pl, en });
