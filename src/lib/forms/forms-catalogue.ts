// Registers the texts of the `forms` area (src/lib/i18n/catalogue-areas.ts) when this area's code loads: they are
// not in the first page's catalogue. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/forms';
import pl from 'virtual:catalogue/pl/forms';
import { registerCatalogueArea } from '../i18n/locales';
// The texts every form shares (and the access screens' fields) are an area of their own.
import './access-forms-catalogue';

registerCatalogueArea({ pl, en });
