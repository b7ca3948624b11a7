import { US_STATES } from '@firstshift/domain';
import { choiceSelectField } from './choice-select-field';

/** One of the 50 states; the value is the two-letter code the API stores. */
export const StateSelectField = choiceSelectField(
  { label: 'State', placeholder: 'Choose a state' },
  US_STATES.map((state) => ({ value: state.code, text: `${state.name} (${state.code})` })),
);
