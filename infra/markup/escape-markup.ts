/** Text made safe inside HTML, XML or SVG, in content and in quoted attributes alike. */
export const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
