import { channelWordKey, type EventType, type MselPreview } from '@dojo/protocol';

export type ChannelChoice = EventType | 'skip';
const CHOICES: readonly ChannelChoice[] = ['Email', 'Social', 'News', 'Alert', 'skip'];

/**
 * The sheet's channel words we do not know (docs/msel.md, "Rows"): the author chooses a
 * channel for each, once for the whole sheet, instead of losing its rows.
 */
export function MselChannelsView({
  preview,
  disabled,
  onChoose,
}: {
  preview: MselPreview;
  disabled: boolean;
  onChoose(key: string, choice: ChannelChoice | null): void;
}) {
  if (preview.unknownChannels.length === 0) return null;
  return (
    <div className="msel-remarks msel-channels">
      <h5 className="msel-remarks-title">Channel words to choose for</h5>
      <ul className="msel-channel-list">
        {preview.unknownChannels.map((unknown) => {
          const rows = `${unknown.rows} ${unknown.rows === 1 ? 'row' : 'rows'}`;
          return (
            <li key={unknown.word}>
              <label className="msel-channel-choice">
                <span>
                  “{unknown.word}” ({rows})
                </span>
                <select
                  className="select"
                  value={unknown.chosen ?? ''}
                  disabled={disabled}
                  onChange={(event) =>
                    onChoose(
                      channelWordKey(unknown.word),
                      (event.target.value || null) as ChannelChoice | null,
                    )
                  }
                >
                  <option value="">Choose a channel (the rows are skipped until then)</option>
                  {CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice === 'skip' ? 'Skip these rows' : choice}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
