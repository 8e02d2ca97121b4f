declare module 'libqp' {
  /** Decodes quoted-printable text (nodemailer's own codec). */
  export function decode(input: string): Buffer;
}
