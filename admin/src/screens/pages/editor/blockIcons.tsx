import CollectionsIcon from '@mui/icons-material/Collections';
import DownloadIcon from '@mui/icons-material/Download';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import NotesIcon from '@mui/icons-material/Notes';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import TitleIcon from '@mui/icons-material/Title';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewListIcon from '@mui/icons-material/ViewList';
import WorkIcon from '@mui/icons-material/Work';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import MailIcon from '@mui/icons-material/Mail';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement } from 'react';

/**
 * Block types name a Material icon. Importing every icon would add megabytes to the editor,
 * so the names block types use are listed here; others get a generic block icon.
 */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Title: TitleIcon,
  Notes: NotesIcon,
  Image: ImageIcon,
  Collections: CollectionsIcon,
  Download: DownloadIcon,
  OndemandVideo: OndemandVideoIcon,
  FormatQuote: FormatQuoteIcon,
  SmartButton: SmartButtonIcon,
  VerticalSplit: VerticalSplitIcon,
  ViewColumn: ViewColumnIcon,
  ViewList: ViewListIcon,
  Work: WorkIcon,
  ContactPhone: ContactPhoneIcon,
  Mail: MailIcon,
  Star: StarIcon,
};

export function BlockIcon({ name }: { name: string }) {
  return createElement((Object.hasOwn(ICONS, name) && ICONS[name]) || ViewAgendaIcon, { fontSize: 'small', color: 'action' });
}
