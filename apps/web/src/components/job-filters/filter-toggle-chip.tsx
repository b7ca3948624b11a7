import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { CheckIcon } from '../plain-icons';

type Props = {
  label: string;
  selected: boolean;
  onToggle: (selected: boolean) => void;
  /** Sent as `name=true` while on, when the form is submitted without JavaScript. */
  name?: string;
};

/** An on/off filter chip that screen readers announce as a pressed or unpressed button. */
export function FilterToggleChip({ label, selected, onToggle, name }: Props) {
  return (
    <>
      {selected && name && <input type="hidden" name={name} value="true" />}
      <PlainButton
        aria-pressed={selected}
        variant={selected ? 'contained' : 'outlined'}
        size="small"
        startIcon={selected ? <CheckIcon /> : undefined}
        onClick={() => onToggle(!selected)}
        className={cx.toggleChip}
      >
        {label}
      </PlainButton>
    </>
  );
}
