// `virtual:catalogue/<lang>` (vite.config.ts, precompiledMessages): locales/<lang>.json as a flat message map.
// In production builds each text arrives parsed into an ICU AST; code reads texts only through react-intl.
declare module 'virtual:catalogue/*' {
  const messages: Record<string, string>;
  export default messages;
}
