import { EVENT_MESSAGES, type SocialComment } from '@dojo/protocol';
import { TextAreaField, TextField } from '../../../shared/ui';
import { useOrganisations } from '../../organisation/organisations';
import { Icon } from '../Icon';
import type { DraftProps } from './draftProps';
import { PersonaPicker } from './PersonaPicker';

const EMPTY_COMMENT: SocialComment = { organisation: '', persona: '', content: '', address: '' };

/** A social post's Retweets, Likes and the comments under it. */
export function SocialFields({ draft, change }: DraftProps) {
  const { organisations } = useOrganisations();
  const comments = draft.comments ?? [];
  const setComment = (index: number, patch: Partial<SocialComment>) =>
    change({ comments: comments.map((c, at) => (at === index ? { ...c, ...patch } : c)) });

  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Social</legend>
      <div className="sc-field-pair">
        <TextField
          label="Retweets"
          type="number"
          min={0}
          value={String(draft.retweets ?? '')}
          onChange={(event) => change({ retweets: event.target.value })}
        />
        <TextField
          label="Likes"
          type="number"
          min={0}
          value={String(draft.likes ?? '')}
          onChange={(event) => change({ likes: event.target.value })}
        />
      </div>
      <ol className="sc-comment-list" role="list" aria-label="Comments">
        {comments.map((comment, index) => (
          <li key={index} className="sc-comment-editor">
            <p className="sc-comment-editor-title">Comment {index + 1}</p>
            <PersonaPicker
              organisationLabel="Organisation"
              personaLabel="Persona"
              organisation={comment.organisation}
              persona={comment.persona}
              onOrganisation={(organisation, name) =>
                setComment(index, {
                  organisation: name,
                  persona: '',
                  address: '',
                  personas: organisation?.personas.map((persona) => persona.name) ?? [],
                })
              }
              onPersona={(persona) =>
                setComment(index, { persona: persona?.name ?? '', address: persona?.email ?? '' })
              }
            />
            <TextAreaField
              label="Comment"
              rows={2}
              value={comment.content}
              error={
                comment.persona && comment.content.trim() === ''
                  ? EVENT_MESSAGES.emptyReply
                  : undefined
              }
              onChange={(event) => setComment(index, { content: event.target.value })}
            />
            <button
              type="button"
              className="btn btn-quiet btn-small"
              onClick={() => change({ comments: comments.filter((_, at) => at !== index) })}
            >
              Remove comment {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={organisations.length === 0}
        onClick={() => change({ comments: [...comments, EMPTY_COMMENT] })}
      >
        <Icon name="plus" />
        Add comment
      </button>
    </fieldset>
  );
}
