// The project's custom formats and keywords (PESEL, IBAN, NIP, x-percentTotalMax, ...) live in ONE place,
// schemas/formats/ (see docs/product/platform.md); the server and the SPA's RJSF validator register the same ones.
export { AJV_OPTIONS, registerFormats } from '#schemas/formats/index';
