import type { LmsCategory } from '@atrium/core';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import type { WriteRequest } from '../../features/records/write-pipeline/write-state';
import { resolveJobAuth } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { LMS_DEMO_STEP } from './lms-package';

type Options = readonly [a: string, b: string, c?: string, d?: string];
interface DemoQuestion {
  text: string;
  options: Options;
  correct: 'A' | 'B' | 'C' | 'D';
  points?: number;
}

/** One published test per category, with its questions (three each), for the demo organizations. */
export const LMS_DEMO_TESTS: Record<
  LmsCategory,
  { title: string; description: string; passMark: number; questions: DemoQuestion[] }
> = {
  Compliance: {
    title: 'Code of conduct essentials',
    description: 'Gifts, conflicts of interest and speaking up.',
    passMark: 70,
    questions: [
      {
        text: 'A supplier offers you a gift worth more than the policy limit. What do you do?',
        options: ['Accept it quietly', 'Decline it and tell your manager', 'Give it to a colleague'],
        correct: 'B',
      },
      {
        text: 'Who should you tell about a possible conflict of interest?',
        options: ['Nobody', 'Your manager or the compliance team', 'Only your family', 'The supplier'],
        correct: 'B',
      },
      {
        text: 'May you report a concern anonymously through the speak-up line?',
        options: ['Yes', 'No'],
        correct: 'A',
      },
    ],
  },
  QHSE: {
    title: 'Workplace safety basics',
    description: 'Fire, first aid and reporting a hazard.',
    passMark: 70,
    questions: [
      {
        text: 'The fire alarm sounds. What do you do first?',
        options: ['Finish your e-mail', 'Leave by the nearest exit to the assembly point', 'Use the lift'],
        correct: 'B',
      },
      {
        text: 'You see a spill in a corridor. What should you do?',
        options: ['Walk around it', 'Make it safe if you can and report it', 'Wait for someone else'],
        correct: 'B',
      },
      {
        text: 'Where is the first aid kit information posted?',
        options: ['On the safety notice board', 'Nowhere', 'In the car park'],
        correct: 'A',
      },
    ],
  },
  IT: {
    title: 'Security awareness',
    description: 'Passwords, phishing and keeping data safe.',
    passMark: 70,
    questions: [
      {
        text: 'An e-mail asks you to confirm your password through a link. What do you do?',
        options: [
          'Click the link',
          'Report it as phishing',
          'Reply with your password',
          'Forward it to friends',
        ],
        correct: 'B',
        points: 2,
      },
      {
        text: 'Which password is the strongest?',
        options: ['password123', 'Summer2026', 'a long passphrase of four unrelated words'],
        correct: 'C',
      },
      {
        text: 'What do you do when you leave your desk?',
        options: ['Lock the screen', 'Leave it open'],
        correct: 'A',
      },
    ],
  },
  HR: {
    title: 'HR policies for everyone',
    description: 'Leave, working hours and respect at work.',
    passMark: 60,
    questions: [
      {
        text: 'Where do you request annual leave?',
        options: ['In HCM, My leaves', 'By a note on the fridge', 'Nowhere: just stay at home'],
        correct: 'A',
      },
      {
        text: 'What should you do if you witness harassment at work?',
        options: ['Ignore it', 'Report it to HR or your manager', 'Post about it online'],
        correct: 'B',
      },
      {
        text: 'Who approves your leave request?',
        options: ['Your manager', 'The IT team', 'Nobody'],
        correct: 'A',
      },
    ],
  },
};

const DAY = 86_400_000;

/**
 * The LMS package's demo data: each category's questions and a published test made of them (due in
 * a month), created through the write pipeline by the organization's administrator: questions, the
 * test as a draft, its questions in order, then the test published, as a person would.
 */
export const LMS_DEMO_RECORDS: PackageStep = {
  name: LMS_DEMO_STEP,
  async demoData(db, { orgId, orgCode }) {
    const admin = await db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select('u.id')
      .where('m.org_id', '=', orgId)
      .where('u.email', '=', 'ada.lovelace@atrium.local')
      .executeTakeFirst();
    if (!admin) return;
    const auth = await resolveJobAuth(db, { userId: admin.id, orgId, jobId: `seed-lms-${orgCode}` });
    const due = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    await withTenant(db, orgId, async (tx) => {
      const prepared = await prepareWrites(
        tx,
        ['lms_question', 'lms_test', 'lms_test_question'].map((object) => ({
          kind: 'create' as const,
          object,
          values: {},
        })),
      );
      const write = async (request: WriteRequest) => {
        const state = await runSteps(tx, auth, prepared, request).catch((error: unknown) => {
          const reason =
            error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
          throw new Error(`LMS seed: a ${request.object} was refused: ${reason}`);
        });
        if (state.id === undefined) throw new Error(`LMS seed: the ${request.object} got no id.`);
        return state.id;
      };
      for (const [category, test] of Object.entries(LMS_DEMO_TESTS)) {
        const testId = await write({
          kind: 'create',
          object: 'lms_test',
          values: {
            title: test.title,
            category,
            description: test.description,
            pass_mark: test.passMark,
            due_date: due,
          },
        });
        for (const [at, question] of test.questions.entries()) {
          const [a, b, c, d] = question.options;
          const questionId = await write({
            kind: 'create',
            object: 'lms_question',
            values: {
              text: question.text,
              category,
              option_a: a,
              option_b: b,
              ...(c ? { option_c: c } : {}),
              ...(d ? { option_d: d } : {}),
              correct_option: question.correct,
              points: question.points ?? 1,
            },
          });
          await write({
            kind: 'create',
            object: 'lms_test_question',
            values: { test_id: testId, question_id: questionId, position: at + 1 },
          });
        }
        await write({
          kind: 'update',
          object: 'lms_test',
          id: testId,
          values: { status: 'Published' },
          version: undefined,
        });
      }
    });
  },
};
