// Section p (alias p, a section_progress row) has a speaking task. The speaking sections as a list, not a semi-join per row: the
// queue's index is filtered by it (half the cost per waiting section when the queue is counted,
// and planned in a fraction of the time). The staff's queue (staff/speaking-queue.ts) reads by it too.
export const SPEAKING_SECTION = `p.section_id = ANY (ARRAY(SELECT t.section_id FROM activity_tasks t WHERE t.concrete_type = 'SpeakingTask'))`;
