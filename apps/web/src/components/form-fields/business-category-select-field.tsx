import { BUSINESS_CATEGORIES } from '@firstshift/domain';
import { choiceSelectField } from './choice-select-field';

/** The 12 business categories; the value is the display name the API stores and returns. */
export const BusinessCategorySelectField = choiceSelectField(
  { label: 'Business category', placeholder: 'Choose a category' },
  BUSINESS_CATEGORIES.map((category) => ({ value: category.name, text: category.name })),
);
