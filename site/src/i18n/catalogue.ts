/** Messages (ICU syntax) by id, one catalogue per locale: core's (i18n/messages) and each extension's. */
export type Catalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;
