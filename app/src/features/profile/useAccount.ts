import type { AccountDeletionStep } from '@plume/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../../session/session.ts';
import { askDeletionCode, confirmDeletion, downloadMyData, refusalText } from './account.ts';

/** The Account section's state: the export's progress, and where deleting the account stands. */
export function useAccount() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [step, setStep] = useState<AccountDeletionStep>('idle');
  const [code, setCode] = useState('');
  const [deletionError, setDeletionError] = useState<string | null>(null);

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadMyData();
    } catch (error) {
      setExportError(refusalText(error, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const sendCode = async () => {
    setStep('sending');
    setDeletionError(null);
    try {
      await askDeletionCode();
      setCode('');
      setStep('code');
    } catch (error) {
      setDeletionError(refusalText(error, 'The code could not be sent. Please try again.'));
      setStep('confirm');
    }
  };

  const confirm = async (otp: string) => {
    setStep('deleting');
    setDeletionError(null);
    try {
      await confirmDeletion(otp);
      // Every session is gone on the server; forget this one here too, then leave for sign-in.
      await session.logout();
      navigate('/login', { replace: true });
    } catch (error) {
      setDeletionError(refusalText(error, 'Your account could not be deleted. Please try again.'));
      setCode('');
      setStep('code');
    }
  };

  const cancel = () => {
    setStep('idle');
    setCode('');
    setDeletionError(null);
  };

  return {
    exporting,
    exportError,
    step,
    code,
    deletionError,
    download: () => void download(),
    start: () => setStep('confirm'),
    sendCode: () => void sendCode(),
    setCode,
    confirm: (otp: string) => void confirm(otp),
    cancel,
  };
}
