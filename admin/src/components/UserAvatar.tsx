import Avatar from '@mui/material/Avatar';

interface UserAvatarProps {
  name: string;
  image: string | null;
  size?: number;
}

/** Up to two initials: the first letters of the first and last words that start with a letter. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The profile image, or the initials on a colour derived from the name. Decorative: the name is always next to it. */
export function UserAvatar({ name, image, size = 40 }: UserAvatarProps) {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return (
    <Avatar src={image ?? undefined} alt="" aria-hidden="true" sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: `hsl(${hue} 45% 38%)` }}>
      {initialsOf(name)}
    </Avatar>
  );
}
