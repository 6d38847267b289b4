import { describe, expect, it } from 'vitest';
import { normalizeVideoUrl, videoEmbedUrl } from './video.js';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('a listing video address', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    'https://www.youtube.com/watch?feature=youtu.be&v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ?si=AbCdEf123&t=10',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'youtube.com/shorts/dQw4w9WgXcQ?feature=share',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('reads the YouTube video in %s', (pasted) => {
    expect(normalizeVideoUrl(pasted)).toBe(YOUTUBE);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['http://www.vimeo.com/76979871?share=copy', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/76979871/', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/groups/casas/videos/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?badge=0', 'https://vimeo.com/76979871'],
    // An unlisted video needs its hash to play anywhere.
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://vimeo.com/76979871/a1b2c3d4e5'],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5', 'https://vimeo.com/76979871/a1b2c3d4e5'],
  ])('reads the Vimeo video in %s', (pasted, stored) => {
    expect(normalizeVideoUrl(pasted)).toBe(stored);
  });

  it.each([
    '',
    'casa con piscina',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=corto',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/playlist?list=PL1234567890',
    'https://youtube.com.example.com/watch?v=dQw4w9WgXcQ',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://user:secret@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8080/dQw4w9WgXcQ',
    'https://vimeo.com/',
    'https://vimeo.com/staffpicks',
    'https://vimeo.com/76979871/no-es-un-hash',
    'https://my.matterport.com/show/?m=abc',
  ])('refuses %s, which names no YouTube or Vimeo video', (pasted) => {
    expect(normalizeVideoUrl(pasted)).toBeNull();
  });

  it('is embedded in each provider’s privacy-enhanced form', () => {
    expect(videoEmbedUrl(YOUTUBE)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5',
    );
    expect(videoEmbedUrl('https://example.com/video')).toBeNull();
  });
});
