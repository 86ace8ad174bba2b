export { StartupOverlay, type StartupOverlayProps } from './StartupOverlay';
export type { BootCheckState, BootCheckStates, BootDiagnosticsData } from './BootDiagnostics';
