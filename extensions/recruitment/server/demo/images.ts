/**
 * The demo's images: flat illustrations drawn as SVG and rendered to JPEG by sharp when the demo
 * is written (no binary files in the repository; the same code draws the same pixels). Each is
 * stored in the media library through core's addFile, judged by its content like any upload.
 */
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { coreOperations, invoke, type OperationContext } from '@blokwerk/server/extension';

const { addFile, createDir, receiveMediaBytes } = coreOperations;

/** The library folder the demo's images go into. */
export const DEMO_MEDIA_FOLDER = 'Werken bij';

export type DemoImageKey = 'zonnedaken' | 'vestigingen' | 'warmtepomp' | 'printplaat' | 'bouwtekening';

/** An image as stored in the library: what a block's `__images` entry names. */
export interface StoredImage {
  fileID: number;
  hash: string;
  fileName: string;
}

export type DemoImages = Record<DemoImageKey, StoredImage>;

const BLUE = '#0b5cad';
const NAVY = '#0b3d6e';
const INK = '#1b1f24';
const YELLOW = '#f2b705';
const TEAL = '#2a9d8f';
const GREEN = '#2f7d5b';
const CORAL = '#e76f51';
const PAPER = '#f4f6f8';

/** Mulberry32: a small seeded generator, so the "random" parts are the same at every start. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const gradient = (id: string, stops: [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" ` +
  `y2="${vertical ? 1 : 0}">${stops.map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`).join('')}</linearGradient>`;

/** A house standing on `ground`, its roof facing us with two rows of solar panels. */
function house(x: number, ground: number, width: number, wall: number, body: string): string {
  const eave = ground - wall;
  const roof = width * 0.34;
  const inset = 34;
  const columns = Math.round((width - 2 * inset) / 62);
  const cell = (width - 2 * inset - 20) / columns;
  const row = (roof - 34) / 2;
  const panels = Array.from(
    { length: 2 * columns },
    (_, i) =>
      `<rect x="${x + inset + 10 + (i % columns) * cell}" y="${eave - roof + 14 + Math.floor(i / columns) * row}" width="${cell - 5}" ` +
      `height="${row - 5}" rx="3" fill="${BLUE}" stroke="#8fb8e6" stroke-width="2"/>`,
  ).join('');
  const door = width * 0.16;
  return `<g>
    <rect x="${x}" y="${eave}" width="${width}" height="${wall}" fill="${body}"/>
    <polygon points="${x - 22},${eave} ${x + width + 22},${eave} ${x + width - inset},${eave - roof} ${x + inset},${eave - roof}" fill="#22313f"/>
    ${panels}
    <rect x="${x + width * 0.18}" y="${ground - door * 1.9}" width="${door}" height="${door * 1.9}" rx="4" fill="${NAVY}"/>
    <rect x="${x + width * 0.52}" y="${eave + wall * 0.22}" width="${width * 0.3}" height="${wall * 0.32}" rx="4" fill="#9cc3ea"/>
  </g>`;
}

/** A wind turbine on a hill: a mast and three blades. */
function turbine(x: number, foot: number, height: number, turn: number): string {
  const blade = height * 0.55;
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="M0 0 C ${blade * 0.08} ${-blade * 0.3} ${blade * 0.06} ${-blade * 0.8} 0 ${-blade} C ${-blade * 0.05} ${-blade * 0.7} ` +
        `${-blade * 0.06} ${-blade * 0.3} 0 0 Z" fill="${PAPER}" transform="rotate(${a + turn})"/>`,
    )
    .join('');
  return `<g><polygon points="${x - 9},${foot} ${x + 9},${foot} ${x + 4},${foot - height} ${x - 4},${foot - height}" fill="${PAPER}"/>
    <g transform="translate(${x} ${foot - height})">${blades}<circle r="10" fill="#c9d2dc"/></g></g>`;
}

/** Home: houses with solar panels and wind turbines under a rising sun (the hero, 2000 × 900). */
function zonnedaken(): string {
  const [width, height, ground] = [2000, 900, 800];
  const houses = [
    [260, 250, 190, '#f4efe6'],
    [600, 300, 220, '#e9edf2'],
    [980, 230, 180, '#f7e8d4'],
    [1290, 280, 210, '#eef3f8'],
    [1650, 240, 185, '#f4efe6'],
  ] as const;
  return svg(
    width,
    height,
    `<defs>
      ${gradient('sky', [
        [0, NAVY],
        [0.55, '#3d7cc9'],
        [0.85, '#f6c177'],
        [1, '#f9dcaa'],
      ])}
      <radialGradient id="glow">
        <stop offset="0" stop-color="#ffe08a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe08a" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1500" cy="560" r="460" fill="url(#glow)"/>
    <circle cx="1500" cy="560" r="190" fill="${YELLOW}"/>
    <path d="M0 640 C 400 520 700 560 1000 610 S 1650 540 2000 600 V ${height} H 0 Z" fill="#5fa37a"/>
    ${turbine(420, 590, 300, 12)}${turbine(760, 575, 240, 47)}${turbine(1840, 590, 270, 80)}
    <path d="M0 730 C 500 680 900 720 1300 700 S 1800 690 2000 710 V ${height} H 0 Z" fill="${GREEN}"/>
    ${houses.map(([x, w, wall, body]) => house(x, ground, w, wall, body)).join('')}
    <rect y="${ground}" width="${width}" height="${height - ground}" fill="#245f45"/>`,
  );
}

/** About us: five buildings, five offices, each with a location pin, joined by one line (1600 × 1000). */
function vestigingen(): string {
  const [width, height, ground] = [1600, 1000, 860];
  const buildings = [
    [110, 220, 360, TEAL],
    [390, 250, 520, BLUE],
    [690, 240, 300, '#5fa37a'],
    [980, 230, 460, NAVY],
    [1260, 230, 380, '#3d7cc9'],
  ] as const;
  const windows = (x: number, w: number, h: number) => {
    const rects: string[] = [];
    for (let row = 0; (row + 1) * 70 < h - 40; row++) {
      for (let col = 0; col < 3; col++)
        rects.push(
          `<rect x="${x + 30 + col * ((w - 60) / 3)}" y="${ground - h + 40 + row * 70}" width="${(w - 60) / 3 - 18}" height="36" rx="4" ` +
            `fill="#ffffff" fill-opacity="0.55"/>`,
        );
    }
    return rects.join('');
  };
  const pins = buildings.map(([x, w, h]) => [x + w / 2, ground - h - 90] as const);
  const route = pins.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' ');
  const pinMarks = pins.map(
    ([x, y]) =>
      `<path d="M ${x} ${y + 60} C ${x - 14} ${y + 34} ${x - 42} ${y + 14} ${x - 42} ${y - 14} A 42 42 0 1 1 ${x + 42} ${y - 14} ` +
      `C ${x + 42} ${y + 14} ${x + 14} ${y + 34} ${x} ${y + 60} Z" fill="${YELLOW}" stroke="${INK}" stroke-width="5"/>` +
      `<circle cx="${x}" cy="${y - 14}" r="15" fill="${INK}"/>`,
  );
  return svg(
    width,
    height,
    `<defs>${gradient('air', [
      [0, '#eef3f8'],
      [1, '#cfe0f2'],
    ])}</defs>
    <rect width="${width}" height="${height}" fill="url(#air)"/>
    <circle cx="1380" cy="170" r="90" fill="${YELLOW}" fill-opacity="0.85"/>
    ${buildings.map(([x, w, h, color]) => `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" rx="10" fill="${color}"/>${windows(x, w, h)}`).join('')}
    <path d="${route}" fill="none" stroke="${INK}" stroke-width="6" stroke-dasharray="18 14" stroke-linecap="round"/>
    ${pinMarks.join('')}
    <rect y="${ground}" width="${width}" height="${height - ground}" fill="#9aa5b1"/>
    <rect y="${ground}" width="${width}" height="14" fill="#7b8794"/>`,
  );
}

/** Service: a heat pump's outdoor unit giving off waves of warm air (1600 × 1000). */
function warmtepomp(): string {
  const [width, height] = [1600, 1000];
  const fan = [0, 72, 144, 216, 288]
    .map((a) => `<path d="M0 0 C 40 -30 110 -40 150 -10 C 110 0 60 10 0 0 Z" fill="#7b8794" transform="rotate(${a})"/>`)
    .join('');
  const vents = Array.from({ length: 9 }, (_, i) => `<rect x="930" y="${400 + i * 34}" width="150" height="12" rx="6" fill="#c9d2dc"/>`).join('');
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M 1130 ${420 + i * 90} C 1200 ${370 + i * 90} 1260 ${470 + i * 90} 1330 ${420 + i * 90} S 1460 ${370 + i * 90} 1520 ` +
        `${420 + i * 90}" fill="none" stroke="${i === 1 ? YELLOW : CORAL}" stroke-width="18" stroke-linecap="round"/>`,
    )
    .join('');
  return svg(
    width,
    height,
    `<defs>${gradient(
      'warm',
      [
        [0, '#fdf3e3'],
        [1, '#f6c9a0'],
      ],
      false,
    )}</defs>
    <rect width="${width}" height="${height}" fill="url(#warm)"/>
    <circle cx="300" cy="230" r="140" fill="${YELLOW}" fill-opacity="0.35"/>
    <rect x="260" y="310" width="880" height="520" rx="36" fill="${PAPER}" stroke="#9aa5b1" stroke-width="8"/>
    <circle cx="560" cy="570" r="200" fill="#e3e8ee" stroke="#9aa5b1" stroke-width="8"/>
    ${[60, 110, 160].map((r) => `<circle cx="560" cy="570" r="${r}" fill="none" stroke="#c9d2dc" stroke-width="5"/>`).join('')}
    <g transform="translate(560 570) rotate(18)">${fan}</g>
    <circle cx="560" cy="570" r="34" fill="${INK}"/>
    ${vents}
    <rect x="930" y="730" width="150" height="46" rx="10" fill="${TEAL}"/>
    <rect x="320" y="830" width="80" height="60" fill="#7b8794"/><rect x="1000" y="830" width="80" height="60" fill="#7b8794"/>
    ${waves}
    <rect y="890" width="${width}" height="${height - 890}" fill="#c7a27c"/>`,
  );
}

/**
 * Engineering: a circuit board, a chip at its heart and traces fanning out to the sensors, some
 * lit (1600 × 1000). Each trace leaves its pin straight, turns 45° away from the side's middle
 * and runs on straight: the outer pins turn first and furthest, so no two traces cross.
 */
function printplaat(): string {
  const [width, height] = [1600, 1000];
  const random = seeded(2026);
  const [cx, cy, chip] = [800, 500, 220];
  const half = chip / 2;
  const traces: string[] = [];
  const pins: string[] = [];
  for (let side = 0; side < 4; side++) {
    // Outwards, and along the side, for the top, right, bottom and left side.
    const [ox, oy] = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ][side] as [number, number];
    const [ax, ay] = [-oy, ox];
    const room = (ox === 0 ? height / 2 : width / 2) - half - 40;
    for (let pin = 0; pin < 9; pin++) {
      const along = (pin + 0.5) * (chip / 9) - half;
      const at = (distance: number, lateral: number) => `${cx + ox * (half + distance) + ax * lateral},${cy + oy * (half + distance) + ay * lateral}`;
      const out = 40 + (half - Math.abs(along)) * 0.8;
      const spread = Math.abs(along) * 2.4;
      const lateral = along + Math.sign(along) * spread;
      const end = Math.min(room, out + spread + 40 + random() * (room - out - spread));
      const lit = random() < 0.3;
      const color = lit ? YELLOW : TEAL;
      traces.push(
        `<polyline points="${at(0, along)} ${at(out, along)} ${at(out + spread, lateral)} ${at(end, lateral)}" fill="none" stroke="${color}" ` +
          `stroke-width="${lit ? 9 : 7}" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
      const [px, py] = at(end, lateral).split(',');
      traces.push(`<circle cx="${px}" cy="${py}" r="${lit ? 17 : 13}" fill="#12384f" stroke="${color}" stroke-width="7"/>`);
      const [qx, qy] = at(0, along).split(',');
      pins.push(`<circle cx="${qx}" cy="${qy}" r="6" fill="#c9d2dc"/>`);
    }
  }
  return svg(
    width,
    height,
    `<defs>${gradient('board', [
      [0, '#0d2b3e'],
      [1, '#134e4a'],
    ])}</defs>
    <rect width="${width}" height="${height}" fill="url(#board)"/>
    ${traces.join('')}
    <rect x="${cx - half}" y="${cy - half}" width="${chip}" height="${chip}" rx="18" fill="${INK}" stroke="#4a5360" stroke-width="6"/>
    <rect x="${cx - 60}" y="${cy - 60}" width="120" height="120" rx="10" fill="none" stroke="${YELLOW}" stroke-width="6"/>
    ${pins.join('')}`,
  );
}

/** A drawn line: `d` stroked, round ends and joins. */
const line = (d: string, strokeWidth: number, stroke = '#ffffff', extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;

/** Projects: a blueprint, the section of a building with its ducts and pipes (1600 × 1000). */
function bouwtekening(): string {
  const [width, height] = [1600, 1000];
  const grid: string[] = [];
  for (let x = 40; x < width; x += 40) grid.push(`M ${x} 0 V ${height}`);
  for (let y = 40; y < height; y += 40) grid.push(`M 0 ${y} H ${width}`);
  const floors = [330, 530, 730].map((y) => line(`M 360 ${y} H 1240`, 8)).join('');
  const windows = [0, 1, 2].flatMap((floor) => [460, 760, 1060].map((x) => line(`M ${x} ${360 + floor * 200} h 100 v 110 h -100 Z`, 4))).join('');
  return svg(
    width,
    height,
    `<defs>${gradient(
      'paper',
      [
        [0, '#0b5cad'],
        [1, NAVY],
      ],
      false,
    )}</defs>
    <rect width="${width}" height="${height}" fill="url(#paper)"/>
    <path d="${grid.join(' ')}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
    ${line('M 360 930 V 330 L 800 130 L 1240 330 V 930 Z', 9)}
    ${floors}${windows}
    ${line('M 300 930 H 1300', 9)}
    ${line('M 1212 900 V 200 M 1190 900 V 240', 6, YELLOW)}
    ${line('M 1190 480 H 420 M 1190 680 H 420 M 1190 880 H 420', 6, '#ffffff', 'stroke-dasharray="24 12"')}
    ${line('M 360 980 V 960 M 1240 980 V 960 M 360 970 H 1240', 3)}
    ${line('M 1300 330 H 1320 M 1300 930 H 1320 M 1310 330 V 930', 3)}
    <circle cx="800" cy="250" r="36" fill="none" stroke="${YELLOW}" stroke-width="6"/>`,
  );
}

interface DemoImage {
  fileName: string;
  /** What the image shows, for those who cannot see it, in the pages' languages. */
  alt: { nl: string; en: string };
  draw: () => string;
}

const DRAWINGS: Record<DemoImageKey, DemoImage> = {
  zonnedaken: {
    fileName: 'zonnedaken.jpg',
    alt: {
      nl: 'Illustratie: een rij huizen met zonnepanelen op het dak en windmolens op de heuvels, bij een opkomende zon',
      en: 'Illustration: a row of houses with solar panels on their roofs and wind turbines on the hills, at sunrise',
    },
    draw: zonnedaken,
  },
  vestigingen: {
    fileName: 'vijf-vestigingen.jpg',
    alt: {
      nl: 'Illustratie: vijf kantoorgebouwen, elk met een gele locatiemarkering, verbonden door één lijn: onze vijf vestigingen',
      en: 'Illustration: five office buildings, each with a yellow location pin, joined by one line: our five offices',
    },
    draw: vestigingen,
  },
  warmtepomp: {
    fileName: 'warmtepomp.jpg',
    alt: {
      nl: 'Illustratie: de buitenunit van een warmtepomp met een grote ventilator, waar golven warme lucht uit komen',
      en: 'Illustration: the outdoor unit of a heat pump with a large fan, giving off waves of warm air',
    },
    draw: warmtepomp,
  },
  printplaat: {
    fileName: 'printplaat.jpg',
    alt: {
      nl: 'Illustratie: een printplaat met een chip in het midden en verbindingen naar sensoren rondom, waarvan enkele oplichten',
      en: 'Illustration: a circuit board with a chip at its centre and connections to sensors all around, some of them lit',
    },
    draw: printplaat,
  },
  bouwtekening: {
    fileName: 'bouwtekening.jpg',
    alt: {
      nl: 'Illustratie: een bouwtekening op blauw ruitjespapier, de doorsnede van een gebouw van drie verdiepingen met leidingen',
      en: 'Illustration: a blueprint on blue grid paper, the section of a three-storey building with its pipes and ducts',
    },
    draw: bouwtekening,
  },
};

/** A block's image entry: the stored file and its alt text in the page's language. */
export function imageEntry(images: DemoImages, key: DemoImageKey, locale: 'nl' | 'en') {
  return { ...images[key], altText: DRAWINGS[key].alt[locale] };
}

/** An illustration as the JPEG an editor would upload. */
export function renderDemoImage(key: DemoImageKey): Promise<Buffer> {
  return sharp(Buffer.from(DRAWINGS[key].draw())).jpeg({ quality: 85, progressive: true }).toBuffer();
}

/** Renders the illustrations (together: a few hundred milliseconds) and stores them in the library's demo folder. */
export async function writeDemoImages(ctx: OperationContext): Promise<DemoImages> {
  const keys = Object.keys(DRAWINGS) as DemoImageKey[];
  const [folder, rendered] = await Promise.all([
    invoke(createDir, ctx, { folderName: DEMO_MEDIA_FOLDER }),
    Promise.all(keys.map(async (key) => [key, await renderDemoImage(key)] as const)),
  ]);
  const images: Partial<DemoImages> = {};
  for (const [key, bytes] of rendered) {
    const received = await receiveMediaBytes(ctx, DRAWINGS[key].fileName, bytes);
    try {
      const file = await invoke(addFile, ctx, { path: folder.path, f: received });
      images[key] = { fileID: file.id, hash: file.hash, fileName: file.fileName };
    } finally {
      await rm(received.tempPath, { force: true });
    }
  }
  return images as DemoImages;
}
