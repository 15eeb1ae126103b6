import { LMS_CATEGORIES, type ObjectInput, type RelationshipInput } from '@atrium/core';
import { items } from '../crm/choices';
import { oneToMany } from '../hcm/hcm-objects';

type LmsAttribute = NonNullable<ObjectInput['attributes']>[number];

const field = (
  name: string,
  label: string,
  type: string,
  options: Record<string, unknown> = {},
): LmsAttribute => ({ name, label, type, options }) as LmsAttribute;

const category = field('category', 'Category', 'singleSelect', {
  items: items(LMS_CATEGORIES),
  required: true,
});
const passMark = (label: string) =>
  field('pass_mark', label, 'numberField', { minNumber: 0, maxNumber: 100, disableNegative: true });

export const TEST_STATUSES = ['Draft', 'Published'] as const;

/** A multiple-choice question of the bank: two to four options, one of them correct. */
export const LMS_QUESTION: ObjectInput = {
  name: 'lms_question',
  display_name: 'Question',
  module: 'lms',
  label_attribute: 'text',
  attributes: [
    field('text', 'Question', 'singleLine', { required: true }),
    category,
    field('option_a', 'Option A', 'singleLine', { required: true }),
    field('option_b', 'Option B', 'singleLine', { required: true }),
    field('option_c', 'Option C', 'singleLine'),
    field('option_d', 'Option D', 'singleLine'),
    field('correct_option', 'Correct option', 'singleSelect', {
      items: items(['A', 'B', 'C', 'D']),
      required: true,
    }),
    field('points', 'Points', 'numberField', { minNumber: 1, maxNumber: 100, disableNegative: true }),
  ],
};

/** A test people of the organization take; only a published one is on their `my-*-tests` page. */
export const LMS_TEST: ObjectInput = {
  name: 'lms_test',
  display_name: 'Test',
  module: 'lms',
  label_attribute: 'title',
  attributes: [
    field('title', 'Title', 'singleLine', { required: true }),
    category,
    field('description', 'Description', 'multiLine'),
    passMark('Pass mark (%)'),
    field('status', 'Status', 'singleSelect', { items: items(TEST_STATUSES) }),
    field('due_date', 'Due date', 'dateField'),
  ],
};

/** A question on a test, in its place: the join of the two. */
export const LMS_TEST_QUESTION: ObjectInput = {
  name: 'lms_test_question',
  display_name: 'Test question',
  module: 'lms',
  label_attribute: 'position',
  attributes: [field('position', 'Order', 'numberField', { minNumber: 1, disableNegative: true })],
};

/** The shape of a test to make: its subject, its length and its pass mark. */
export const LMS_TEST_TEMPLATE: ObjectInput = {
  name: 'lms_test_template',
  display_name: 'Test template',
  module: 'lms',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    category,
    field('question_count', 'Number of questions', 'numberField', {
      minNumber: 1,
      maxNumber: 500,
      disableNegative: true,
    }),
    passMark('Pass mark (%)'),
  ],
};

/** One person's submitted paper: what they answered and what the server scored (the LMS step writes it). */
export const LMS_ATTEMPT: ObjectInput = {
  name: 'lms_attempt',
  display_name: 'Attempt',
  module: 'lms',
  label_attribute: 'person',
  attributes: [
    field('person', 'Person', 'singleLine', { readOnly: true }),
    field('user_id', 'User id', 'numberField', { readOnly: true, disableNegative: true }),
    field('answers', 'Answers', 'longText', { disableWysiwyg: true }),
    field('score', 'Score (%)', 'numberField', { readOnly: true, disableNegative: true }),
    field('points', 'Points scored', 'numberField', { readOnly: true, disableNegative: true }),
    field('passed', 'Passed', 'checkbox', { readOnly: true }),
    field('submitted_at', 'Submitted at', 'datetimeField', { readOnly: true }),
  ],
};

/** The organization's LMS settings: one record, which the LMS step keeps single. */
export const LMS_CONFIGURATION: ObjectInput = {
  name: 'lms_configuration',
  display_name: 'LMS configuration',
  module: 'lms',
  label_attribute: 'name',
  attributes: [
    field('name', 'Name', 'singleLine', { required: true }),
    field('attempts_allowed', 'Attempts allowed per test', 'numberField', {
      required: true,
      minNumber: 1,
      maxNumber: 100,
      disableNegative: true,
    }),
    field('default_pass_mark', 'Default pass mark (%)', 'numberField', {
      required: true,
      minNumber: 0,
      maxNumber: 100,
      disableNegative: true,
    }),
  ],
};

export const LMS_OBJECTS: ObjectInput[] = [
  LMS_QUESTION,
  LMS_TEST,
  LMS_TEST_QUESTION,
  LMS_TEST_TEMPLATE,
  LMS_ATTEMPT,
  LMS_CONFIGURATION,
];

export const LMS_RELATIONSHIPS: RelationshipInput[] = [
  oneToMany('lms_test', 'lms_test_question', 'test_questions', 'test', 'Test'),
  oneToMany('lms_question', 'lms_test_question', 'placements', 'question', 'Question'),
  oneToMany('lms_test', 'lms_attempt', 'attempts', 'test', 'Test'),
];
