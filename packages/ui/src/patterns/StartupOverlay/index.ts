export {
  READY_BEAT_MS,
  StartupOverlay,
  type StartupOverlayProps,
  type StartupPhase,
} from './StartupOverlay';
export type { BootCheckState, BootCheckStates, BootDiagnosticsData } from './BootDiagnostics';
