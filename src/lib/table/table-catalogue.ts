// Registers the texts of the `table` area (src/lib/i18n/catalogue-areas.ts) when the table kit loads: they are
// not in the first page's catalogue. Imported for its side effect by the modules that show them.
import en from 'virtual:catalogue/en/table';
import pl from 'virtual:catalogue/pl/table';
import { registerCatalogueArea } from '../i18n/locales';

registerCatalogueArea({ pl, en });
