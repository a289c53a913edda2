// One language's texts of an area (scripts/vite/texts-by-language.ts builds these modules).
declare module '*?lang=ru' {
  const texts: object;
  export default texts;
}
declare module '*?lang=en' {
  const texts: object;
  export default texts;
}
