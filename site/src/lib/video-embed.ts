const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id in a youtube.com path: /watch?v=ID, /embed/ID, /shorts/ID or /live/ID. */
function youTubeId(url: URL, segments: readonly string[]): string | undefined {
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  return segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live' ? segments[1] : undefined;
}

/**
 * The privacy-friendly player URL for a YouTube or Vimeo link (the hosts the content model
 * accepts; astro.config.mjs allows exactly these two players as frame sources):
 * youtube-nocookie.com sets no cookies until the visitor plays, and Vimeo's player is asked
 * not to track (`dnt=1`). Undefined for a link no player is known for.
 */
export function videoEmbedUrl(link: string): string | undefined {
  if (!URL.canParse(link)) return undefined;
  const url = new URL(link);
  const segments = url.pathname.split('/').filter(Boolean);
  switch (url.hostname.replace(/^(www\.|m\.)/, '')) {
    case 'youtu.be':
    case 'youtube.com':
    case 'youtube-nocookie.com': {
      const id = url.hostname.endsWith('youtu.be') ? segments[0] : youTubeId(url, segments);
      return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
    }
    case 'vimeo.com':
    case 'player.vimeo.com': {
      const id = segments.find((segment) => /^\d+$/.test(segment));
      return id ? `https://player.vimeo.com/video/${id}?dnt=1` : undefined;
    }
    default:
      return undefined;
  }
}
