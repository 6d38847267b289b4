import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

describe('photoSources', () => {
  it('offers every stored width of our own photos and leaves external images as they are', () => {
    expect(photoSources('/photos/abc')).toEqual({
      src: '/photos/abc?w=640',
      srcSet:
        '/photos/abc?w=320 320w, /photos/abc?w=640 640w, /photos/abc?w=960 960w, /photos/abc?w=1280 1280w, /photos/abc?w=1920 1920w',
    });
    expect(photoSources('https://cdn.example.com/a.jpg')).toEqual({ src: 'https://cdn.example.com/a.jpg' });
    expect(photoSources('/public-objects/a.jpg')).toEqual({ src: '/public-objects/a.jpg' });
  });
});
