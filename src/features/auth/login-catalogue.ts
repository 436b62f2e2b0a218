// Registers the texts of the `authLogin` area (src/lib/i18n/catalogue-areas.ts): the advisor login's own texts and
// the access screens' errors. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/authLogin';
import pl from 'virtual:catalogue/pl/authLogin';
import { registerCatalogueArea } from '../../lib/i18n/locales';

registerCatalogueArea({ pl, en });
