interface UploadProgressBarProps {
  /** 0 to 100. */
  percent: number;
  fileName: string;
  onCancel(): void;
}

/** The share of an upload sent so far, with Cancel (docs/editor-ui.md, "Media upload"). */
export function UploadProgressBar({ percent, fileName, onCancel }: UploadProgressBarProps) {
  const label = fileName ? `Uploading ${fileName}` : 'Uploading';
  return (
    <div className="upload-progress">
      <div className="upload-progress-text">
        <span id="upload-progress-label">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        className="upload-progress-bar"
        max={100}
        value={percent}
        aria-labelledby="upload-progress-label"
        aria-valuetext={`${percent}% sent`}
      />
      <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
