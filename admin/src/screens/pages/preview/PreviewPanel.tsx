import CloseIcon from '@mui/icons-material/Close';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import RefreshIcon from '@mui/icons-material/Refresh';
import TabletMacIcon from '@mui/icons-material/TabletMac';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Draft } from '../editor/content';
import { DEVICES, type Device } from './devices';
import { previewPath } from './previewPath';
import { useElementSize } from './useElementSize';
import { useLivePreview } from './useLivePreview';

export interface PreviewPanelProps {
  pageId: number;
  versionId: number;
  /** The editor's draft while it has unsaved changes (shown live, marked as unsaved); null when clean. */
  draft: Draft | null;
  /** Changing it reloads the preview (the editor bumps it after each save). */
  refreshKey: number | string;
  /** A line in the header about what is shown (the editor's content checks summary). */
  status?: ReactNode;
  onClose?(): void;
}

const DEVICE_ICONS: Record<Device, typeof DesktopWindowsIcon> = { desktop: DesktopWindowsIcon, tablet: TabletMacIcon, mobile: PhoneIphoneIcon };

/**
 * The page rendered by the site in its real layout, inside the editor: the stored version, or
 * the unsaved draft as the editor types (after each pause); at a desktop, tablet or phone width
 * (scaled down to fit the panel), reloaded on every change and on demand, keeping the reader's
 * scroll position.
 */
export function PreviewPanel({ pageId, versionId, draft, refreshKey, status, onClose }: PreviewPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [device, setDevice] = useState<Device>('desktop');
  const [reloads, setReloads] = useState(0);
  const livePath = useLivePreview(pageId, draft, refreshKey);
  const path = livePath ?? previewPath(versionId);
  const frameKey = `${path}:${refreshKey}:${reloads}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const scrollY = useRef(0);
  const viewport = useRef<HTMLDivElement>(null);
  const size = useElementSize(viewport);

  const width = DEVICES.find((d) => d.device === device)?.width ?? 1280;
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    setLoadedKey(frameKey);
    const view = event.currentTarget.contentWindow;
    try {
      view?.scrollTo(0, scrollY.current);
      view?.addEventListener('scroll', () => (scrollY.current = view.scrollY), { passive: true });
    } catch {
      // The editor followed a link to another origin inside the frame: there is no position to keep.
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {intl.formatMessage({ id: 'preview.title' })}
        </Typography>
        {status}
        <Box
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'preview.controls' })}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={device}
            onChange={(_event, value: Device | null) => value && setDevice(value)}
            aria-label={intl.formatMessage({ id: 'preview.device' })}
          >
            {DEVICES.map(({ device: option, label }) => {
              const Icon = DEVICE_ICONS[option];
              const name = intl.formatMessage({ id: label });
              return (
                <Tooltip key={option} title={name}>
                  <ToggleButton value={option} aria-label={name}>
                    <Icon fontSize="small" />
                  </ToggleButton>
                </Tooltip>
              );
            })}
          </ToggleButtonGroup>
          <Tooltip title={intl.formatMessage({ id: 'preview.reload' })}>
            <IconButton aria-label={intl.formatMessage({ id: 'preview.reload' })} onClick={() => setReloads((n) => n + 1)}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          <Button size="small" href={path} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
            {intl.formatMessage({ id: 'preview.openInNewTab' })}
          </Button>
          {onClose && (
            <Tooltip title={intl.formatMessage({ id: 'preview.close' })}>
              <IconButton aria-label={intl.formatMessage({ id: 'preview.close' })} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Box>
      <Box sx={{ height: 4 }}>{loadedKey !== frameKey && <LinearProgress aria-label={intl.formatMessage({ id: 'preview.loading' })} />}</Box>
      <Box ref={viewport} sx={{ height: '75vh', overflow: 'hidden', bgcolor: 'action.hover' }}>
        {/* A new key is a new frame: saves and the reload button load the version afresh. */}
        <Box
          component="iframe"
          key={frameKey}
          src={path}
          title={intl.formatMessage({ id: 'preview.title' })}
          onLoad={onLoad}
          // Same origin, so the session cookie signs the preview in; scripts for the site's islands and
          // video players; no forms and no navigating the admin away.
          sandbox="allow-same-origin allow-scripts allow-popups allow-popups-to-escape-sandbox"
          sx={{
            display: 'block',
            mx: 'auto',
            border: 0,
            bgcolor: 'background.paper',
            width,
            height: size.height / scale,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
          }}
        />
      </Box>
    </Box>
  );
}
