/** One stored upload as the uploads service answers it (spec 001 §3.6 "Uploaded file entry"). */
export interface UploadEntry {
  id: number;
  key: string;
  url: string;
  size: number;
  filename: string;
  original_file_name: string;
  mime: string;
  object: string;
  record_id: number;
  created_at: string;
}
