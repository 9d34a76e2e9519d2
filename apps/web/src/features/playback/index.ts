/** /operator/playback: trip playback of the fleet. */
export { PlaybackPage } from './playback-page.tsx';
/** The one way to link to playback; lives in components/ so every feature may use it. */
export { playbackHref, type PlaybackHrefArgs } from '../../components/playback/playback-link.ts';
export { ReplayButton } from '../../components/playback/replay-button.tsx';
