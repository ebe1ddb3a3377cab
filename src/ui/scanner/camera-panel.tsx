import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { CAMERA_MESSAGES, type CameraState } from './use-camera';

export type CameraPanelProps = {
  video: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  onRestart: (deviceId?: string) => void;
  onTorch: (on: boolean) => void;
};

/** The live picture with the camera choice and the torch; a sentence when there is no picture. */
export function CameraPanel({ video, state, onRestart, onTorch }: CameraPanelProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const described = CAMERA_MESSAGES[state.status];
  const message = described && i18n._(described);
  return (
    <section aria-labelledby={`${id}-title`} className="camera">
      <h2 id={`${id}-title`} className="visually-hidden">
        <Trans>Camera</Trans>
      </h2>
      <div className="camera__frame">
        {/* The picture is for aiming; results are announced in words. */}
        <video ref={video} muted playsInline aria-label={t`Camera picture`} className="camera__video" />
        {state.status === 'starting' && (
          <p className="camera__overlay">
            <Trans>Starting the camera…</Trans>
          </p>
        )}
      </div>
      {message && (
        <div role="alert" className="alert alert--error">
          <p>{message}</p>
          <button type="button" className="button" onClick={() => onRestart(state.deviceId)}>
            <Trans>Restart the camera</Trans>
          </button>
        </div>
      )}
      <div className="camera__controls">
        {state.devices.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-device`}>
              <Trans>Camera</Trans>
            </label>
            <select id={`${id}-device`} value={state.deviceId ?? ''} onChange={(change) => onRestart(change.target.value)}>
              {state.devices.map((device, index) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || cameraNumber(index + 1)}
                </option>
              ))}
            </select>
          </div>
        )}
        {state.torch.supported && (
          <label className="checkbox">
            <input type="checkbox" checked={state.torch.on} onChange={(change) => onTorch(change.target.checked)} />
            <Trans>Torch</Trans>
          </label>
        )}
      </div>
    </section>
  );
}

function cameraNumber(number: number): string {
  return translate`Camera ${number}`;
}
