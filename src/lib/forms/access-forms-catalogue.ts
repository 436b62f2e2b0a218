// Registers the texts of the `accessForms` area (src/lib/i18n/catalogue-areas.ts): the access screens' fields and
// the texts every form shares. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/accessForms';
import pl from 'virtual:catalogue/pl/accessForms';
import { registerCatalogueArea } from '../i18n/locales';

registerCatalogueArea({ pl, en });
