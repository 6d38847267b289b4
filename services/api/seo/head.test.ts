import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderHead, withHead } from './head.js';

describe('page head', () => {
  it('escapes listing text everywhere it goes, including inside JSON-LD', () => {
    const title = 'Casa "linda" </script><script>alert(1)</script>';
    const html = renderHead({
      title,
      description: title,
      canonical: 'https://portal.test/x',
      jsonLd: [{ name: title }],
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;linda&quot;');
    expect(html).toContain('\\u003c/script>');
  });

  it('cuts the description to 160 characters and replaces the build’s own title', () => {
    const page = withHead(
      '<html><head><title>Viejo</title>\n<meta name="description" content="viejo" />\n</head></html>',
      {
        title: 'Nuevo',
        description: 'palabra '.repeat(40),
        canonical: 'https://portal.test/',
        jsonLd: [],
      },
    );
    expect(page).not.toContain('Viejo');
    const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(description.length).toBe(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('leaves exactly one title and one description in the web build’s own index.html, whose tags span lines', () => {
    const page = withHead(readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8'), {
      title: 'Nuevo',
      description: 'La descripción de la página',
      canonical: 'https://portal.test/',
      jsonLd: [],
    });
    expect(page.match(/<title>/g)).toEqual(['<title>']);
    expect(page.match(/<meta\s[^>]*name="description"/g)).toHaveLength(1);
    expect(page).toContain('<meta name="description" content="La descripción de la página" />');
  });

  it("places listing text verbatim, even when it looks like a replacement pattern ($` $' $& $$)", () => {
    const text = "Precio $$ negociable: $` $' $&";
    const page = withHead('<html><head><title>Viejo</title></head><body>CUERPO</body></html>', {
      title: text,
      description: text,
      canonical: 'https://portal.test/',
      jsonLd: [{ name: text }],
    });
    expect(page.match(/CUERPO/g)).toHaveLength(1);
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page).toContain('Precio $$ negociable');
    expect(page).toContain(JSON.stringify(text));
  });

  it('says the share image’s size and type beside og:image, and asks for a large preview card', () => {
    const html = renderHead({
      title: 'Casa',
      description: 'Casa',
      canonical: 'https://portal.test/propiedad/casa-1',
      image: 'https://portal.test/api/properties/1/share-image?v=2',
      imageSize: { width: 1200, height: 630, type: 'image/jpeg' },
      jsonLd: [],
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://portal.test/api/properties/1/share-image?v=2" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(renderHead({ title: 'x', description: 'x', canonical: 'https://portal.test/', jsonLd: [] })).not.toContain(
      'twitter:card',
    );
  });
});
