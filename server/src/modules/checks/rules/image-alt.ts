import { holders } from '../content.js';
import type { ContentCheck, Finding } from '../types.js';

/** Images without alt text: screen readers announce nothing (or the file name). */
export const imageAltCheck: ContentCheck = {
  id: 'image-alt',
  label: {
    en: 'Images have alt text',
    nl: 'Afbeeldingen hebben een alt-tekst',
    de: 'Bilder haben einen Alternativtext',
    fr: 'Les images ont un texte alternatif',
  },
  severity: 'error',
  run(subject) {
    const findings: Finding[] = [];
    for (const holder of holders(subject)) {
      for (const def of holder.fields) {
        if (def.type !== 'image') continue;
        for (const image of holder.images[def.name] ?? []) {
          if (!image.altText.trim()) findings.push({ blockKey: holder.blockKey, field: `${holder.prefix}${def.name}`, params: { fileName: image.fileName } });
        }
      }
    }
    for (const image of subject.seoImage) {
      if (!image.altText.trim()) findings.push({ blockKey: null, field: 'seoImage', params: { fileName: image.fileName } });
    }
    return findings;
  },
};
