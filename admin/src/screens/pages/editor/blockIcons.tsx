import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CodeIcon from '@mui/icons-material/Code';
import CollectionsIcon from '@mui/icons-material/Collections';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HelpIcon from '@mui/icons-material/Help';
import ImageIcon from '@mui/icons-material/Image';
import InfoIcon from '@mui/icons-material/Info';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import NotesIcon from '@mui/icons-material/Notes';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableChartIcon from '@mui/icons-material/TableChart';
import TitleIcon from '@mui/icons-material/Title';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement } from 'react';

/**
 * The icon names block types may use (docs/extensions.md lists them). Importing every Material
 * icon would add megabytes to the editor, so the set is fixed; other names get the generic one.
 */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Article: ArticleIcon,
  Campaign: CampaignIcon,
  Code: CodeIcon,
  Collections: CollectionsIcon,
  ContactPhone: ContactPhoneIcon,
  Download: DownloadIcon,
  Event: EventIcon,
  FormatQuote: FormatQuoteIcon,
  Help: HelpIcon,
  Image: ImageIcon,
  Info: InfoIcon,
  Link: LinkIcon,
  Mail: MailIcon,
  Map: MapIcon,
  Notes: NotesIcon,
  OndemandVideo: OndemandVideoIcon,
  Person: PersonIcon,
  SmartButton: SmartButtonIcon,
  Star: StarIcon,
  SupportAgent: SupportAgentIcon,
  TableChart: TableChartIcon,
  Title: TitleIcon,
  VerticalSplit: VerticalSplitIcon,
  ViewAgenda: ViewAgendaIcon,
  ViewCarousel: ViewCarouselIcon,
  ViewColumn: ViewColumnIcon,
  ViewList: ViewListIcon,
  ViewQuilt: ViewQuiltIcon,
  Wallpaper: WallpaperIcon,
  Widgets: WidgetsIcon,
  Work: WorkIcon,
};

export function BlockIcon({ name }: { name: string }) {
  return createElement((Object.hasOwn(ICONS, name) && ICONS[name]) || WidgetsIcon, { fontSize: 'small', color: 'action' });
}
