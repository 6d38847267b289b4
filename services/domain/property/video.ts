/**
 * A listing's video: one on YouTube or Vimeo, whatever form of its address an agent pastes (the share link, the one in
 * the address bar, a phone's m. address, a Short, an embed, with or without https:// and www., with tracking or
 * time parameters). Stored in one normalized form per video, so the same video pasted twice is the same value.
 */
export interface ListingVideo {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** An unlisted Vimeo video's privacy hash (vimeo.com/{id}/{hash}): without it the player refuses the video. */
  hash?: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
/** YouTube paths that name the video in their second segment. */
const YOUTUBE_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

/** "vimeo.com/123", "vimeo.com/123/abc", "vimeo.com/channels/x/123", "vimeo.com/groups/x/videos/123". */
const VIMEO_PATH = /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/;
/** The player's own address, as in the embed code Vimeo offers: player.vimeo.com/video/123?h=abc. */
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;

function youtubeVideo(host: string, url: URL): ListingVideo | null {
  const [first = '', second = ''] = url.pathname.split('/').filter((segment) => segment !== '');
  let id: string | null = null;
  if (host === 'youtu.be') id = first;
  else if (first === 'watch') id = url.searchParams.get('v');
  else if (YOUTUBE_PATHS.has(first)) id = second;
  return id !== null && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

function vimeoVideo(host: string, url: URL): ListingVideo | null {
  const match = host === 'player.vimeo.com' ? VIMEO_PLAYER_PATH.exec(url.pathname) : VIMEO_PATH.exec(url.pathname);
  const id = match?.[1];
  if (id === undefined || !VIMEO_ID.test(id)) return null;
  const hash = match?.[2] ?? url.searchParams.get('h') ?? undefined;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  return hash === undefined ? { provider: 'vimeo', id } : { provider: 'vimeo', id, hash };
}

/** The video an address names, or null when it is no YouTube or Vimeo video. */
export function parseVideoUrl(input: string): ListingVideo | null {
  const trimmed = input.trim();
  // Pasted without its scheme ("youtu.be/…", "www.youtube.com/…"): read as the https address it stands for.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') return youtubeVideo(host, url);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoVideo(host, url);
  return null;
}

/** The address a video is stored under: https://www.youtube.com/watch?v={id}, https://vimeo.com/{id}[/{hash}]. */
function videoAddress(video: ListingVideo): string {
  if (video.provider === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return `https://vimeo.com/${video.id}${video.hash === undefined ? '' : `/${video.hash}`}`;
}

/** An address in its stored form, or null when it names no YouTube or Vimeo video. */
export function normalizeVideoUrl(input: string): string | null {
  const video = parseVideoUrl(input);
  return video && videoAddress(video);
}

/**
 * Where the page embeds the video, in each provider's privacy-enhanced form: YouTube's no-cookie domain, and Vimeo's
 * player told not to track (dnt=1). Null for an address that names no video.
 */
export function videoEmbedUrl(address: string): string | null {
  const video = parseVideoUrl(address);
  if (!video) return null;
  if (video.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.id}`;
  return `https://player.vimeo.com/video/${video.id}?dnt=1${video.hash === undefined ? '' : `&h=${video.hash}`}`;
}
