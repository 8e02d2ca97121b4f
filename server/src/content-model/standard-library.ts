import type { ContentModel } from './registry.js';

// Labels shared by several blocks.
const TEXT = { en: 'Text', nl: 'Tekst', de: 'Text', fr: 'Texte' };
const TITLE = { en: 'Title', nl: 'Titel', de: 'Titel', fr: 'Titre' };
const IMAGE = { en: 'Image', nl: 'Afbeelding', de: 'Bild', fr: 'Image' };

/** The blocks every Blokwerk site has (issue 4): each is one declaration here plus one site component. */
export function defineStandardBlocks(model: ContentModel): void {
  model.defineBlockType({
    id: 'heading',
    label: { en: 'Heading', nl: 'Kop', de: 'Überschrift', fr: 'Titre' },
    description: {
      en: 'A heading that starts a new section of the page.',
      nl: 'Een kop boven een nieuw deel van de pagina.',
      de: 'Eine Überschrift, die einen neuen Abschnitt der Seite beginnt.',
      fr: 'Un titre qui ouvre une nouvelle section de la page.',
    },
    icon: 'Title',
    category: 'text',
    keywords: [{ en: 'title', nl: 'titel', de: 'Titel', fr: 'intertitre' }],
    fields: [
      { type: 'text', name: 'text', label: TEXT, required: true, maxLength: 200 },
      {
        type: 'select',
        name: 'level',
        label: { en: 'Level', nl: 'Niveau', de: 'Ebene', fr: 'Niveau' },
        required: true,
        default: 'h2',
        options: [
          { value: 'h2', label: { en: 'Heading 2', nl: 'Kop 2', de: 'Überschrift 2', fr: 'Titre 2' } },
          { value: 'h3', label: { en: 'Heading 3', nl: 'Kop 3', de: 'Überschrift 3', fr: 'Titre 3' } },
          { value: 'h4', label: { en: 'Heading 4', nl: 'Kop 4', de: 'Überschrift 4', fr: 'Titre 4' } },
        ],
      },
    ],
  });
  model.defineBlockType({
    id: 'rich-text',
    label: TEXT,
    description: {
      en: 'Paragraphs with bold, italics, lists and links.',
      nl: 'Alinea’s met vet, cursief, opsommingen en links.',
      de: 'Absätze mit Fett, Kursiv, Listen und Links.',
      fr: 'Des paragraphes avec gras, italique, listes et liens.',
    },
    icon: 'Notes',
    category: 'text',
    keywords: [{ en: 'paragraph', nl: 'alinea', de: 'Absatz', fr: 'paragraphe' }],
    fields: [{ type: 'richText', name: 'html', label: TEXT, required: true, maxLength: 20_000 }],
  });
  model.defineBlockType({
    id: 'image',
    label: IMAGE,
    description: {
      en: 'One image from the media library, with a caption.',
      nl: 'Eén afbeelding uit de mediabibliotheek, met een onderschrift.',
      de: 'Ein Bild aus der Mediathek, mit Bildunterschrift.',
      fr: 'Une image de la médiathèque, avec une légende.',
    },
    icon: 'Image',
    category: 'media',
    keywords: [{ en: 'photo', nl: 'foto', de: 'Foto', fr: 'photo' }],
    fields: [
      { type: 'image', name: 'image', label: IMAGE, required: true, crop: true },
      { type: 'text', name: 'caption', label: { en: 'Caption', nl: 'Onderschrift', de: 'Bildunterschrift', fr: 'Légende' }, maxLength: 300 },
    ],
  });
  model.defineBlockType({
    id: 'image-gallery',
    label: { en: 'Image gallery', nl: 'Fotogalerij', de: 'Bildergalerie', fr: 'Galerie d’images' },
    description: {
      en: 'Several images side by side.',
      nl: 'Meerdere afbeeldingen naast elkaar.',
      de: 'Mehrere Bilder nebeneinander.',
      fr: 'Plusieurs images côte à côte.',
    },
    icon: 'Collections',
    category: 'media',
    keywords: [{ en: 'photos', nl: 'foto’s', de: 'Fotos', fr: 'photos' }],
    fields: [
      { type: 'text', name: 'title', label: TITLE, maxLength: 200 },
      { type: 'image', name: 'images', label: { en: 'Images', nl: 'Afbeeldingen', de: 'Bilder', fr: 'Images' }, required: true, multiple: true, crop: true },
    ],
  });
  model.defineBlockType({
    id: 'file-download',
    label: { en: 'File download', nl: 'Download', de: 'Datei-Download', fr: 'Téléchargement' },
    description: {
      en: 'Files visitors can download, such as a PDF brochure.',
      nl: 'Bestanden die bezoekers kunnen downloaden, zoals een pdf-brochure.',
      de: 'Dateien zum Herunterladen, etwa eine PDF-Broschüre.',
      fr: 'Des fichiers à télécharger, comme une brochure PDF.',
    },
    icon: 'Download',
    category: 'media',
    keywords: [{ en: 'pdf document attachment', nl: 'pdf document bijlage', de: 'PDF Dokument Anhang', fr: 'pdf document pièce jointe' }],
    fields: [
      { type: 'text', name: 'title', label: TITLE, maxLength: 200 },
      { type: 'file', name: 'files', label: { en: 'Files', nl: 'Bestanden', de: 'Dateien', fr: 'Fichiers' }, required: true, multiple: true },
    ],
  });
  model.defineBlockType({
    id: 'video',
    label: { en: 'Video', nl: 'Video', de: 'Video', fr: 'Vidéo' },
    description: {
      en: 'A YouTube or Vimeo video, played on the page.',
      nl: 'Een video van YouTube of Vimeo, afgespeeld op de pagina.',
      de: 'Ein YouTube- oder Vimeo-Video, auf der Seite abgespielt.',
      fr: 'Une vidéo YouTube ou Vimeo, lue dans la page.',
    },
    icon: 'OndemandVideo',
    category: 'media',
    keywords: ['YouTube', 'Vimeo'],
    summaryField: 'title',
    fields: [
      {
        type: 'video',
        name: 'url',
        label: { en: 'YouTube or Vimeo link', nl: 'Link naar YouTube of Vimeo', de: 'YouTube- oder Vimeo-Link', fr: 'Lien YouTube ou Vimeo' },
        required: true,
      },
      {
        type: 'text',
        name: 'title',
        label: { en: 'Title (for screen readers)', nl: 'Titel (voor schermlezers)', de: 'Titel (für Screenreader)', fr: 'Titre (pour les lecteurs d’écran)' },
        required: true,
        maxLength: 200,
      },
    ],
  });
  model.defineBlockType({
    id: 'quote',
    label: { en: 'Quote', nl: 'Citaat', de: 'Zitat', fr: 'Citation' },
    description: {
      en: 'Someone’s words, with their name and role.',
      nl: 'Iemands woorden, met naam en functie.',
      de: 'Die Worte einer Person, mit Name und Funktion.',
      fr: 'Les mots de quelqu’un, avec son nom et son rôle.',
    },
    icon: 'FormatQuote',
    category: 'text',
    keywords: [{ en: 'testimonial', nl: 'getuigenis', de: 'Referenz', fr: 'témoignage' }],
    fields: [
      { type: 'text', name: 'quote', label: { en: 'Quote', nl: 'Citaat', de: 'Zitat', fr: 'Citation' }, required: true, multiline: true, maxLength: 1000 },
      { type: 'text', name: 'author', label: { en: 'Author', nl: 'Auteur', de: 'Autor', fr: 'Auteur' }, maxLength: 200 },
      { type: 'text', name: 'role', label: { en: 'Role or source', nl: 'Functie of bron', de: 'Funktion oder Quelle', fr: 'Rôle ou source' }, maxLength: 200 },
    ],
  });
  model.defineBlockType({
    id: 'call-to-action',
    label: { en: 'Call to action', nl: 'Call-to-action', de: 'Handlungsaufforderung', fr: 'Appel à l’action' },
    description: {
      en: 'A button or link that invites visitors to take the next step.',
      nl: 'Een knop of link die bezoekers uitnodigt tot de volgende stap.',
      de: 'Eine Schaltfläche oder ein Link, der zum nächsten Schritt einlädt.',
      fr: 'Un bouton ou un lien qui invite à passer à l’étape suivante.',
    },
    icon: 'SmartButton',
    category: 'links',
    keywords: [{ en: 'button', nl: 'knop', de: 'Schaltfläche Button', fr: 'bouton' }],
    fields: [
      {
        type: 'text',
        name: 'label',
        label: { en: 'Button text', nl: 'Knoptekst', de: 'Schaltflächentext', fr: 'Texte du bouton' },
        required: true,
        maxLength: 80,
      },
      { type: 'link', name: 'link', label: { en: 'Link', nl: 'Link', de: 'Link', fr: 'Lien' }, required: true },
      {
        type: 'select',
        name: 'style',
        label: { en: 'Style', nl: 'Stijl', de: 'Stil', fr: 'Style' },
        required: true,
        default: 'button',
        options: [
          { value: 'button', label: { en: 'Button', nl: 'Knop', de: 'Schaltfläche', fr: 'Bouton' } },
          { value: 'link', label: { en: 'Text link', nl: 'Tekstlink', de: 'Textlink', fr: 'Lien texte' } },
        ],
      },
    ],
  });
  model.defineBlockType({
    id: 'text-with-image',
    label: { en: 'Text with image', nl: 'Tekst met afbeelding', de: 'Text mit Bild', fr: 'Texte avec image' },
    description: {
      en: 'Text beside an image, on the left or the right.',
      nl: 'Tekst naast een afbeelding, links of rechts.',
      de: 'Text neben einem Bild, links oder rechts.',
      fr: 'Du texte à côté d’une image, à gauche ou à droite.',
    },
    icon: 'VerticalSplit',
    category: 'layout',
    fields: [
      { type: 'richText', name: 'html', label: TEXT, required: true, maxLength: 10_000 },
      { type: 'image', name: 'image', label: IMAGE, required: true, crop: true },
      {
        type: 'select',
        name: 'imagePosition',
        label: { en: 'Image position', nl: 'Positie van de afbeelding', de: 'Bildposition', fr: 'Position de l’image' },
        required: true,
        default: 'right',
        options: [
          { value: 'left', label: { en: 'Left', nl: 'Links', de: 'Links', fr: 'À gauche' } },
          { value: 'right', label: { en: 'Right', nl: 'Rechts', de: 'Rechts', fr: 'À droite' } },
        ],
      },
    ],
  });
  model.defineBlockType({
    id: 'columns',
    label: { en: 'Columns', nl: 'Kolommen', de: 'Spalten', fr: 'Colonnes' },
    description: {
      en: 'Two to four columns of text side by side.',
      nl: 'Twee tot vier kolommen tekst naast elkaar.',
      de: 'Zwei bis vier Textspalten nebeneinander.',
      fr: 'Deux à quatre colonnes de texte côte à côte.',
    },
    icon: 'ViewColumn',
    category: 'layout',
    fields: [
      {
        type: 'list',
        name: 'columns',
        label: { en: 'Columns', nl: 'Kolommen', de: 'Spalten', fr: 'Colonnes' },
        itemLabel: { en: 'column', nl: 'kolom', de: 'Spalte', fr: 'colonne' },
        minItems: 2,
        maxItems: 4,
        required: true,
        fields: [
          { type: 'text', name: 'title', label: TITLE, maxLength: 200 },
          { type: 'richText', name: 'html', label: TEXT, required: true, maxLength: 5000 },
        ],
      },
    ],
  });
  model.defineBlockType({
    id: 'page-list',
    label: { en: 'List of pages', nl: 'Lijst van pagina’s', de: 'Seitenliste', fr: 'Liste de pages' },
    description: {
      en: 'The newest pages of one type, such as news or events.',
      nl: 'De nieuwste pagina’s van één type, zoals nieuws of evenementen.',
      de: 'Die neuesten Seiten eines Typs, etwa Neuigkeiten oder Termine.',
      fr: 'Les pages les plus récentes d’un type, comme des actualités ou des événements.',
    },
    icon: 'ViewList',
    category: 'links',
    keywords: [{ en: 'news overview', nl: 'nieuws overzicht', de: 'Neuigkeiten Übersicht', fr: 'actualités aperçu' }],
    fields: [
      { type: 'text', name: 'title', label: TITLE, maxLength: 200 },
      {
        type: 'pageType',
        name: 'pageType',
        label: { en: 'Pages of type', nl: 'Pagina’s van het type', de: 'Seiten vom Typ', fr: 'Pages du type' },
        required: true,
      },
      { type: 'number', name: 'limit', label: { en: 'At most', nl: 'Hoogstens', de: 'Höchstens', fr: 'Au plus' }, integer: true, min: 1, max: 50 },
      { type: 'link', name: 'moreLink', label: { en: '"Show all" link', nl: 'Link "Alles tonen"', de: 'Link „Alle anzeigen“', fr: 'Lien « Tout afficher »' } },
    ],
  });
}

/** The blank type (hidden: left out of page-type lists) and a plain content page. */
export function defineStandardPageTypes(model: ContentModel): void {
  model.definePageType({ id: 'blank', label: { en: 'Blank', nl: 'Leeg', de: 'Leer', fr: 'Vide' }, slugPrefix: '', fields: [], hidden: true });
  model.definePageType({ id: 'page', label: { en: 'Page', nl: 'Pagina', de: 'Seite', fr: 'Page' }, slugPrefix: '', fields: [] });
}

/**
 * The site chrome's blocks (issue 21): a hero that opens a page, and a teaser of another page
 * made from that page's SEO fields. Each is one declaration here plus one site component.
 */
export function defineChromeBlocks(model: ContentModel): void {
  model.defineBlockType({
    id: 'hero',
    label: { en: 'Hero', nl: 'Hero', de: 'Hero', fr: 'Bandeau' },
    description: {
      en: 'A large image with a heading, a short text and a button: the opening of a page.',
      nl: 'Een grote afbeelding met een kop, een korte tekst en een knop: de opening van een pagina.',
      de: 'Ein großes Bild mit Überschrift, kurzem Text und Schaltfläche: der Auftakt einer Seite.',
      fr: 'Une grande image avec un titre, un court texte et un bouton : l’ouverture d’une page.',
    },
    icon: 'Wallpaper',
    category: 'layout',
    keywords: [{ en: 'banner', nl: 'banner', de: 'Banner', fr: 'bannière' }],
    summaryField: 'heading',
    fields: [
      { type: 'image', name: 'image', label: IMAGE, crop: true },
      {
        type: 'text',
        name: 'heading',
        label: { en: 'Heading', nl: 'Kop', de: 'Überschrift', fr: 'Titre' },
        required: true,
        maxLength: 120,
        help: {
          en: 'On a page that hides its title, this is the page heading.',
          nl: 'Op een pagina die haar titel verbergt, is dit de kop van de pagina.',
          de: 'Auf einer Seite, die ihren Titel ausblendet, ist dies die Seitenüberschrift.',
          fr: 'Sur une page qui masque son titre, c’est le titre de la page.',
        },
      },
      { type: 'text', name: 'text', label: TEXT, multiline: true, maxLength: 500 },
      { type: 'text', name: 'ctaLabel', label: { en: 'Button text', nl: 'Knoptekst', de: 'Schaltflächentext', fr: 'Texte du bouton' }, maxLength: 80 },
      { type: 'link', name: 'ctaLink', label: { en: 'Button link', nl: 'Knoplink', de: 'Schaltflächenlink', fr: 'Lien du bouton' } },
    ],
  });
  model.defineBlockType({
    id: 'teaser',
    label: { en: 'Page teaser', nl: 'Paginateaser', de: 'Seitenteaser', fr: 'Aperçu de page' },
    description: {
      en: 'A card for another page: its image, title and summary from its SEO fields.',
      nl: 'Een kaart naar een andere pagina: afbeelding, titel en samenvatting uit haar SEO-velden.',
      de: 'Eine Karte für eine andere Seite: Bild, Titel und Zusammenfassung aus ihren SEO-Feldern.',
      fr: 'Une carte vers une autre page : son image, son titre et son résumé tirés de ses champs SEO.',
    },
    icon: 'Article',
    category: 'links',
    keywords: [{ en: 'card', nl: 'kaart', de: 'Karte', fr: 'carte' }],
    fields: [
      {
        type: 'link',
        name: 'page',
        label: { en: 'Page', nl: 'Pagina', de: 'Seite', fr: 'Page' },
        required: true,
        help: {
          en: 'Choose a page on this site: the teaser shows its SEO title, description and image.',
          nl: 'Kies een pagina van deze site: de teaser toont haar SEO-titel, -omschrijving en -afbeelding.',
          de: 'Wählen Sie eine Seite dieser Website: Der Teaser zeigt ihren SEO-Titel, ihre Beschreibung und ihr Bild.',
          fr: 'Choisissez une page de ce site : l’aperçu affiche son titre, sa description et son image SEO.',
        },
      },
    ],
  });
}

/** A page that opens with a hero block instead of its title (showTitle: the hero's heading is its h1). */
export function defineChromePageTypes(model: ContentModel): void {
  model.definePageType({
    id: 'landing-page',
    label: { en: 'Landing page', nl: 'Landingspagina', de: 'Landingpage', fr: 'Page d’accueil thématique' },
    slugPrefix: '',
    fields: [],
    showTitle: false,
  });
}
