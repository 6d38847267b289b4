// The language packs publish their word lists as modules without type declarations.
declare module '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}

declare module '@zxcvbn-ts/language-en/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}
