import type { FormLayout } from '../crm/forms';
import { WORKFLOW_WIDGET_NAMES } from './hcm-objects';

const workflow = { id: 'section_workflow', title: 'Workflow', fields: WORKFLOW_WIDGET_NAMES };

/** Each HCM object's record form: two columns of its main fields, then titled sections. */
export const HCM_FORM_LAYOUTS: Record<string, FormLayout> = {
  hcm_employee: {
    left: ['full_name', 'employee_number', 'job_title', 'department_id', 'grade_id', 'manager_id'],
    right: ['account_email', 'user_id', 'organization', 'hire_date', 'stars', 'value_points'],
    sections: [
      { id: 'section_photo', title: 'Photo', fields: ['photo'] },
      { id: 'section_documents', title: 'Documents', fields: ['documents'] },
    ],
  },
  hcm_department: { left: ['name'], right: ['code'], sections: [] },
  hcm_grade: { left: ['name'], right: ['level'], sections: [] },
  hcm_leave_type: { left: ['name', 'paid'], right: ['annual_days'], sections: [] },
  hcm_holiday: { left: ['name'], right: ['date'], sections: [] },
  hcm_leave_balance: {
    left: ['title', 'employee_id', 'leave_type_id'],
    right: ['year', 'entitled', 'taken'],
    sections: [],
  },
  hcm_leave: {
    left: ['employee_id', 'leave_type_id', 'reason'],
    right: ['start_date', 'end_date', 'days', 'status'],
    sections: [workflow],
  },
  hcm_request: {
    left: ['subject', 'kind', 'employee_id'],
    right: ['status'],
    sections: [{ id: 'section_details', title: 'Details', fields: ['details'] }, workflow],
  },
  hcm_planning_cycle: { left: ['name', 'status'], right: ['start_date', 'end_date'], sections: [] },
  hcm_appraisal: {
    left: ['title', 'employee_id', 'cycle_id'],
    right: ['status', 'self_rating', 'manager_rating'],
    sections: [{ id: 'section_goals', title: 'Goals', fields: ['goals'] }, workflow],
  },
  hcm_talent: { left: ['employee_id', 'skill'], right: ['level'], sections: [] },
  hcm_talent_request: {
    left: ['title', 'skill', 'employee_id'],
    right: ['status'],
    sections: [{ id: 'section_details', title: 'Details', fields: ['details'] }, workflow],
  },
  hcm_noujoum: { left: ['employee_id', 'reason'], right: ['status'], sections: [workflow] },
  hcm_value_point_request: {
    left: ['employee_id', 'reason'],
    right: ['points', 'status'],
    sections: [workflow],
  },
};
