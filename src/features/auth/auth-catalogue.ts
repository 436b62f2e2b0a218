// Registers the texts of the `auth` area (src/lib/i18n/catalogue-areas.ts) when this area's code loads: they are
// not in the first page's catalogue. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/auth';
import pl from 'virtual:catalogue/pl/auth';
import { registerCatalogueArea } from '../../lib/i18n/locales';
// The advisor login's texts and the errors are an area of their own (/doradcy loads only that one).
import './login-catalogue';

registerCatalogueArea({ pl, en });
