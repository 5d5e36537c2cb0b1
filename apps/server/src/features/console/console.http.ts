import type { FastifyRequest } from 'fastify';
import type { StaffActor } from './staff.service.js';

/** The member of staff a console route acts for (its audit rows name them and the caller's IP). */
export const staffActor = (req: FastifyRequest): StaffActor => ({
  staffId: req.staff.staff.id,
  actor: req.staff.staff.email,
  ip: req.ip ?? null,
});
