// What a change writes through: a transaction's writes or a batch's (decision 289). The complaint
// event's writes are the same whether one event is recorded in its own transaction or a lender's
// file records a group of them in one batch; Transaction and WriteBatch each overload these
// methods, so a union of the two does not type-check where this interface does.
import type {
  DocumentData,
  DocumentReference,
  Precondition,
  SetOptions,
  UpdateData,
} from 'firebase-admin/firestore';

export interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>, precondition?: Precondition): unknown;
  delete(ref: DocumentReference, precondition?: Precondition): unknown;
}
